#!/bin/bash
# javac with -Xlint:all on a cattle herd-book registry: several compile errors plus lint warnings
WORK=${WORK:-/home/dev}; P=$WORK/herdbook
rm -rf "$P"; mkdir -p "$P/src/net/herdbook/model" "$P/src/net/herdbook/registry" "$P/src/net/herdbook/report"; cd "$P"
cat > src/net/herdbook/model/Animal.java <<'EOF'
package net.herdbook.model;

import java.time.LocalDate;
import java.util.Optional;

public class Animal implements Comparable<Animal> {
    public enum Sex { BULL, COW, STEER, HEIFER }

    private final String earTag;
    private final String name;
    private final Sex sex;
    private final LocalDate born;
    private Animal sire;
    private Animal dam;

    public Animal(String earTag, String name, Sex sex, LocalDate born) {
        this.earTag = earTag;
        this.name = name;
        this.sex = sex;
        this.born = born;
    }

    public String earTag() { return earTag; }
    public String name() { return name; }
    public Sex sex() { return sex; }
    public LocalDate born() { return born; }
    public Optional<Animal> sire() { return Optional.ofNullable(sire); }
    public Optional<Animal> dam() { return Optional.ofNullable(dam); }
    public void setParents(Animal sire, Animal dam) { this.sire = sire; this.dam = dam; }

    @Override
    public int compareTo(Animal o) { return born.compareTo(o.born); }
}
EOF
cat > src/net/herdbook/registry/HerdBook.java <<'EOF'
package net.herdbook.registry;

import java.util.*;
import net.herdbook.model.Animal;

public class HerdBook {
    private final Map<String, Animal> byTag = new HashMap<>();
    private final List registrations = new ArrayList();

    public void register(Animal a) throws DuplicateTagException {
        if (byTag.containsKey(a.earTag())) {
            throw new DuplicateTagException(a.earTag());
        }
        byTag.put(a.earTag(), a);
        registrations.add(a);
    }

    public Animal find(String tag) {
        return byTag.getOrDefault(tag, null);
    }

    public int generations(Animal a) {
        int g = 0;
        Optional<Animal> cur = a.sire();
        while (cur.isPresent()) {
            g++;
            cur = cur.sire();
        }
        return g;
    }

    public List<Animal> cowsBornAfter(int year) {
        List<Animal> out = new ArrayList<>();
        for (Animal a : byTag.values()) {
            if (a.sex() == Animal.Sex.COW && a.born().getYear() > year)
                out.add(a);
        }
        Collections.sort(out);
        return out;
    }

    public static class DuplicateTagException extends Exception {
        public DuplicateTagException(String tag) { super("ear tag already registered: " + tag); }
    }
}
EOF
cat > src/net/herdbook/report/PedigreeReport.java <<'EOF'
package net.herdbook.report;

import java.util.List;
import net.herdbook.model.Animal;
import net.herdbook.registry.HerdBook;

public class PedigreeReport {
    private final HerdBook book;

    public PedigreeReport(HerdBook book) { this.book = book; }

    public String line(String tag) {
        Animal a = book.find(tag);
        String sireName = a.sire().map(Animal::name).orElse("unknown");
        String damName = a.dam().map(Animal::name).orElse("unknown");
        return String.format("%s %s (sire %s, dam %s)", a.earTag(), a.name(), sireName, damName);
    }

    public int countHeifers(List<Animal> animals) {
        int n = 0;
        for (Animal a : animals) {
            switch (a.sex()) {
                case HEIFER:
                    n++;
                case COW:
                    break;
                default:
                    break;
            }
        }
        return n;
    }

    public void registerCalf(Animal calf) {
        book.register(calf);
    }

    public String age(Animal a) {
        int years = java.time.Period.between(a.born(), java.time.LocalDate.now()).getYears();
        return years + " yrs";
    }

    public String youngest(List<Animal> animals) {
        Animal y = animals.stream().max(Animal::compareTo).get();
        return y.name;
    }
}
EOF
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
mkdir -p out
run 'javac -Xlint:all -d out $(find src -name "*.java" | sort)' | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
