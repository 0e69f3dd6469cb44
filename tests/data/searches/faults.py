"""A program that goes wrong the way its argument says, after reading the root:
crash, hang, garbage, unknown-node, flood, blank-flood, long-line."""

import sys
import time

kind = sys.argv[1]
root = sys.stdin.readline()
if kind == "crash":
    sys.stderr.write("Traceback: ZeroDivisionError: division by zero\n")
    sys.exit(1)
if kind == "hang":
    time.sleep(60)
if kind == "garbage":
    print("hello checker", flush=True)
if kind == "unknown-node":
    print("children Q", flush=True)
if kind == "flood":
    while True:
        print("# still thinking", flush=True)
if kind == "long-line":
    print("children " + "A" * 100000, flush=True)
if kind == "blank-flood":
    while True:
        print(flush=True)
time.sleep(60)
