#!/usr/bin/env python3
"""Instructions per instance from the callgrind dumps of one `--callgrind` bench run.

The run (contract-bench validate --callgrind, or jsonschema_rs_validate.py --callgrind, under
`valgrind --tool=callgrind --dump-before=getppid --callgrind-out-file=PREFIX.%p`) marks a
calibration pair, then for each schema: its set-up, a mark, one pass over the instances, a
mark. Callgrind writes a dump at each mark holding the instructions since the previous one, so
dump 2 is the cost of a mark and dump 2k+4 the pass over schema k (k from 0). Each pass's count,
less a mark's, divided by the schema's instance count (from the run's TSV) is printed as TSV:
schema, instances, instructions per instance.

usage: callgrind_totals.py PREFIX TSV
"""
import glob
import re
import sys


def main(prefix, tsv):
    dumps = {}
    for path in glob.glob(prefix + ".*"):
        match = re.search(r"\.(\d+)\.(\d+)$", path)
        if not match:
            continue
        with open(path) as handle:
            for line in handle:
                if line.startswith("summary:") or line.startswith("totals:"):
                    dumps[int(match.group(2))] = int(line.split()[1])
                    break
    with open(tsv) as handle:
        next(handle, None)
        rows = [line.rstrip("\n").split("\t")[:2] for line in handle if line.strip()]
    mark = dumps.get(2, 0)
    print("schema\tinstances\tinstructions_per_instance")
    for index, (name, count) in enumerate(rows):
        total = dumps.get(2 * index + 4)
        if total is None:
            sys.exit(f"callgrind_totals: no dump for {name} (dump {2 * index + 4} of {len(dumps)})")
        print(f"{name}\t{count}\t{(total - mark) / max(int(count), 1):.1f}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
