#!/usr/bin/python3
"""ncu details-page CSV -> ncu_kernel JSON lines, the way a pandas user writes it.

Usage: /usr/bin/python3 ncu_pandas.py DETAILS.csv OUT.jsonl

The usual recipe: read the long CSV (one metric per row), map each (section, label) to its
metric name with a table (labels.csv next to this script, taken from NVIDIA's section files),
scale values to base units (units.csv), pivot to one row per launch, and write one JSON object
per launch with the fields of ncu2jsonl's ncu_kernel records (docs/records.md), except the
provenance fields src_file/src_line, which this script does not write.
A label missing from the table is kept as "<Section>/<Label>", as ncu2jsonl does.
"""
import json
import os
import sys

import numpy as np
import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
NULL_MARKERS = {"n/a", "N/A", "nan", "-nan", "NaN", "inf", "-inf", "+inf", "Inf", "-Inf", "-", "--"}


def none_if_empty(s):
    return s if s else None


def main(src, dst):
    labels = pd.read_csv(os.path.join(HERE, "labels.csv"), dtype=str, keep_default_na=False)
    units = pd.read_csv(os.path.join(HERE, "units.csv"), dtype={"unit": str, "base": str, "factor": float},
                        keep_default_na=False)
    df = pd.read_csv(src, dtype=str, keep_default_na=False, na_filter=False)

    # One row per launch: the identity columns of its first row, in file order.
    ident = df.drop_duplicates("ID")
    shape = {}
    for col in ("Grid Size", "Block Size"):
        xyz = ident[col].str.extract(r"\(?\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)?").astype("int64")
        shape[col] = xyz.to_numpy().tolist()

    # Metric rows: label -> metric name, unit -> base unit and factor, value -> number or text.
    m = df.loc[df["Metric Name"] != "", ["ID", "Section Name", "Metric Name", "Metric Unit", "Metric Value"]]
    m = m.merge(labels, how="left", left_on=["Section Name", "Metric Name"], right_on=["section", "label"])
    m["metric"] = m["metric"].fillna(m["Section Name"] + "/" + m["Metric Name"])
    m = m.merge(units, how="left", left_on="Metric Unit", right_on="unit")
    m["base"] = m["base"].fillna(m["Metric Unit"])
    m["factor"] = m["factor"].fillna(1.0)
    text = m["Metric Value"].str.strip()
    num = pd.to_numeric(text.str.replace(",", "", regex=False), errors="coerce") * m["factor"]
    is_null = text.isin(NULL_MARKERS) | (text == "") | (num.notna() & ~np.isfinite(num))
    value = text.astype(object).where(num.isna(), num.astype(object))
    m["value"] = value.where(~is_null, None)

    # The pivot: one row per launch, one column per metric.
    metrics = m.pivot(index="ID", columns="metric", values="value").reindex(ident["ID"])
    present = m.assign(one=True).pivot(index="ID", columns="metric", values="one").reindex(ident["ID"])
    with_unit = m[m["base"] != ""]
    unit_w = with_unit.pivot(index="ID", columns="metric", values="base").reindex(ident["ID"])

    # Rule rows, in file order per launch.
    r = df.loc[df["Rule Name"] != "", ["ID", "Section Name", "Rule Name", "Rule Type", "Rule Description",
                                       "Estimated Speedup Type", "Estimated Speedup"]]
    speedup = pd.to_numeric(r["Estimated Speedup"].str.replace(",", "", regex=False), errors="coerce")
    rules = {}
    for id_, sec, name, typ, txt, st, sp in zip(r["ID"], r["Section Name"], r["Rule Name"], r["Rule Type"],
                                                r["Rule Description"], r["Estimated Speedup Type"], speedup):
        rules.setdefault(id_, []).append({
            "section": none_if_empty(sec), "name": none_if_empty(name), "type": none_if_empty(typ),
            "text": none_if_empty(txt), "speedup_type": none_if_empty(st),
            "speedup": None if np.isnan(sp) else float(sp)})

    mcols = list(metrics.columns)
    ucols = list(unit_w.columns)
    mvals = metrics.to_numpy(dtype=object)
    pvals = present.to_numpy(dtype=object)
    uvals = unit_w.to_numpy(dtype=object)
    with open(dst, "w", encoding="utf-8") as out:
        cols = ident[["ID", "Process ID", "Process Name", "Host Name", "Kernel Name", "Device", "CC",
                      "Context", "Stream"]]
        for i, row in enumerate(cols.itertuples(index=False)):
            rec = {
                "type": "ncu_kernel", "schema_version": 1,
                "id": none_if_empty(row[0]), "process_id": none_if_empty(row[1]),
                "process": none_if_empty(row[2]), "host": none_if_empty(row[3]),
                "kernel": none_if_empty(row[4]), "kernel_mangled": None,
                "device": none_if_empty(row[5]), "cc": none_if_empty(row[6]),
                "context": none_if_empty(row[7]), "stream": none_if_empty(row[8]),
                "grid": shape["Grid Size"][i], "block": shape["Block Size"][i], "nvtx": None,
                "metrics": {c: v for c, v, p in zip(mcols, mvals[i], pvals[i]) if p is True},
                "units": {c: u for c, u in zip(ucols, uvals[i]) if isinstance(u, str)},
                "rules": rules.get(row[0], []),
            }
            out.write(json.dumps(rec, ensure_ascii=False, separators=(",", ":")))
            out.write("\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
