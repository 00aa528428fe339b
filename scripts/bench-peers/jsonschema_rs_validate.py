#!/usr/bin/env python3
"""jsonschema-rs on the jsonschema-benchmark data, measured like `contract-bench validate`.

For each DIR/*/schema.json with an instances.jsonl: strip `format` keywords (string-valued
`format` members only), compile once with jsonschema_rs.validator_for, parse every instance
(not timed), then one cold pass of is_valid over all instances and the best of N warm passes.
Prints TSV: schema, instances, cold µs/instance, warm µs/instance, invalid count.

With --callgrind (under `valgrind --tool=callgrind --dump-before=getppid`): no warm passes;
after the cold pass, one pass between two calls of `getppid` (a function nothing else calls), so callgrind dumps that pass's counters alone, as `contract-bench validate --callgrind`
does; a calibration pair of marks comes first.

usage: jsonschema_rs_validate.py DIR [--warm N] [--only NAME] [--callgrind]
"""
import json
import os
import sys
import time

import jsonschema_rs


def strip_formats(value):
    if isinstance(value, dict):
        return {k: strip_formats(v) for k, v in value.items() if not (k == "format" and isinstance(v, str))}
    if isinstance(value, list):
        return [strip_formats(v) for v in value]
    return value


def main(argv):
    directory = "../shared/data/jsonschema-benchmark"
    warm = 10
    only = None
    callgrind = False
    args = iter(argv)
    for arg in args:
        if arg == "--warm":
            warm = int(next(args))
        elif arg == "--only":
            only = next(args)
        elif arg == "--callgrind":
            callgrind = True
        else:
            directory = arg
    mark = os.getppid
    if callgrind:
        mark()
        mark()
    print("schema\tinstances\tcold_us_per_instance\twarm_us_per_instance\tinvalid")
    for name in sorted(os.listdir(directory)):
        folder = os.path.join(directory, name)
        instances_path = os.path.join(folder, "instances.jsonl")
        if not os.path.exists(instances_path) or (only and name != only):
            continue
        with open(os.path.join(folder, "schema.json")) as handle:
            schema = strip_formats(json.load(handle))
        validator = jsonschema_rs.validator_for(schema)
        with open(instances_path) as handle:
            instances = [json.loads(line) for line in handle if line.strip()]
        is_valid = validator.is_valid
        start = time.perf_counter_ns()
        invalid = sum(1 for instance in instances if not is_valid(instance))
        cold = time.perf_counter_ns() - start
        best = None
        if callgrind:
            mark()
            start = time.perf_counter_ns()
            for instance in instances:
                is_valid(instance)
            best = time.perf_counter_ns() - start
            mark()
        for _ in range(0 if callgrind else warm):
            start = time.perf_counter_ns()
            for instance in instances:
                is_valid(instance)
            elapsed = time.perf_counter_ns() - start
            best = elapsed if best is None else min(best, elapsed)
        count = max(len(instances), 1)
        print(f"{name}\t{len(instances)}\t{cold / 1000 / count:.4f}\t{best / 1000 / count:.4f}\t{invalid}")


if __name__ == "__main__":
    main(sys.argv[1:])
