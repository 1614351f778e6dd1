#!/usr/bin/env bash
# d5: java run of an insurance claims-intake batch that dies with a three-level Caused by chain.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/claimsdesk
rm -rf "$P"; mkdir -p "$P/src/com/harbourmutual/claims/intake" "$P/src/com/harbourmutual/claims/rules" "$P/data" "$P/out"; cd "$P"
cat > data/claims-2024-09-17.csv <<'EOF'
claim_id,policy,kind,incident_date,amount_gbp,postcode
HM-240917-001,POL-88120,water-damage,2024-09-02,1840.00,LS6 2AB
HM-240917-002,POL-77001,theft,2024-09-11,620.50,BD7 1QX
HM-240917-003,POL-90233,storm,2024-09-09,4312.75,HX1 5JP
HM-240917-004,POL-88120,accidental,2024-09-14,215.00,LS6 2AB
HM-240917-005,POL-61877,water-damage,2024-31-08,2975.00,YO1 7HH
HM-240917-006,POL-70002,fire,2024-09-15,12800.00,WF1 2DG
EOF
cat > src/com/harbourmutual/claims/intake/ClaimRecord.java <<'EOF'
package com.harbourmutual.claims.intake;

import java.math.BigDecimal;
import java.time.LocalDate;

public record ClaimRecord(String id, String policy, String kind, LocalDate incident, BigDecimal amount, String postcode) {}
EOF
cat > src/com/harbourmutual/claims/intake/CsvClaimReader.java <<'EOF'
package com.harbourmutual.claims.intake;

import java.io.BufferedReader;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

public class CsvClaimReader {
    public static class MalformedClaimException extends Exception {
        public MalformedClaimException(String msg, Throwable cause) { super(msg, cause); }
    }

    public List<ClaimRecord> read(Path file) throws IOException, MalformedClaimException {
        List<ClaimRecord> out = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(file)) {
            String header = r.readLine();
            String line;
            int no = 1;
            while ((line = r.readLine()) != null) {
                no++;
                out.add(parse(line, no));
            }
        }
        return out;
    }

    private ClaimRecord parse(String line, int lineNo) throws MalformedClaimException {
        String[] f = line.split(",");
        try {
            return new ClaimRecord(f[0], f[1], f[2], parseDate(f[3]), new BigDecimal(f[4]), f[5]);
        } catch (DateTimeParseException e) {
            throw new MalformedClaimException("line " + lineNo + " (" + f[0] + "): bad incident_date", e);
        }
    }

    private static LocalDate parseDate(String s) {
        return LocalDate.parse(s);
    }
}
EOF
cat > src/com/harbourmutual/claims/rules/TriageService.java <<'EOF'
package com.harbourmutual.claims.rules;

import com.harbourmutual.claims.intake.ClaimRecord;
import com.harbourmutual.claims.intake.CsvClaimReader;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;

public class TriageService {
    public static class IntakeFailedException extends RuntimeException {
        public IntakeFailedException(String msg, Throwable cause) { super(msg, cause); }
    }

    private final CsvClaimReader reader = new CsvClaimReader();

    public List<ClaimRecord> loadBatch(Path file) {
        try {
            return reader.read(file);
        } catch (Exception e) {
            throw new IntakeFailedException("could not load claims batch " + file.getFileName(), e);
        }
    }

    public String triage(ClaimRecord c) {
        if (c.amount().compareTo(new BigDecimal("10000")) > 0) return "senior-adjuster";
        if (c.kind().equals("theft")) return "fraud-screen";
        return "fast-track";
    }
}
EOF
cat > src/com/harbourmutual/claims/NightlyIntake.java <<'EOF'
package com.harbourmutual.claims;

import com.harbourmutual.claims.intake.ClaimRecord;
import com.harbourmutual.claims.rules.TriageService;
import java.nio.file.Path;
import java.util.List;

public class NightlyIntake {
    public static void main(String[] args) {
        System.out.println("[intake] starting nightly intake for " + args[0]);
        TriageService triage = new TriageService();
        List<ClaimRecord> batch = run(triage, Path.of(args[0]));
        for (ClaimRecord c : batch) {
            System.out.println(c.id() + " -> " + triage.triage(c));
        }
    }

    static List<ClaimRecord> run(TriageService triage, Path file) {
        try {
            return triage.loadBatch(file);
        } catch (TriageService.IntakeFailedException e) {
            throw new IllegalStateException("nightly intake aborted; no claims were routed", e);
        }
    }
}
EOF
javac -d out $(find src -name '*.java' | sort)
CMD="java -cp out com.harbourmutual.claims.NightlyIntake data/claims-2024-09-17.csv"
echo "\$ $CMD"
java -cp out com.harbourmutual.claims.NightlyIntake data/claims-2024-09-17.csv 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
echo "exit status: ${PIPESTATUS[0]}"
