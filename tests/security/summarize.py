#!/usr/bin/python3
"""
Reads what tests/security/scan.sh left in the report directory (sqlmap logs, wapiti JSON,
control checks) and writes SUMMARY.md and wapiti.txt there.

Exit status: 0 nothing found; 1 a finding that is not judged harmless (an injectable
parameter, a wapiti vulnerability or anomaly, a failed control check); 2 the scan did not
cover every target (a target skipped, cut by its time bound, or not answering as expected).

A wapiti finding is judged harmless only by an entry of tests/security/judged-findings.json
that names its category and text, gives the reason, and lists the control checks that must
pass for the reason to hold; a finding with no such entry, or whose checks failed, counts.
"""

import json
import re
import sys
from collections import Counter, OrderedDict
from datetime import datetime, timezone
from pathlib import Path

REPORT = Path(sys.argv[1] if len(sys.argv) > 1 else "tests/security/report")
HERE = Path(__file__).resolve().parent
SEVERITY = {4: "critical", 3: "high", 2: "medium", 1: "low", 0: "info"}
SEVERITY_ORDER = ["critical", "high", "medium", "low", "info"]
# wapiti 3.0.x categories that are injections (as opposed to hardening notes and anomalies).
INJECTION_CATEGORIES = {
    "SQL Injection",
    "Blind SQL Injection",
    "Cross Site Scripting",
    "Command execution",
    "Path Traversal",
    "CRLF Injection",
    "Open Redirect",
    "Server Side Request Forgery",
    "XML External Entity",
}


def read_env():
    env = {}
    path = REPORT / "scan.env"
    if path.exists():
        for line in path.read_text().splitlines():
            if "=" in line:
                key, value = line.split("=", 1)
                env[key] = value
    return env


ENV = read_env()
SECRETS = [v for v in (ENV.get("session_value"), ENV.get("admin_password")) if v]


def redact(text):
    text = str(text)
    for secret in SECRETS:
        text = text.replace(secret, "<redacted>")
    return re.sub(r"(session_token=)[^;\s\"']+", r"\1<redacted>", text)


def read_tsv(name):
    path = REPORT / name
    if not path.exists():
        return []
    lines = path.read_text().splitlines()
    header = lines[0].split("\t")
    return [dict(zip(header, line.split("\t"))) for line in lines[1:] if line.strip()]


# --- sqlmap ----------------------------------------------------------------------------------
CANDIDATE = re.compile(r"parameter '([^']+)' (?:appears to be|is) '([^']+)' injectable")
VULNERABLE = re.compile(r"parameter '([^']+)' is vulnerable")
TESTED = re.compile(r"testing for SQL injection on (?:\(custom\) )?(?:(\S+) )?parameter '([^']+)'")
NOT_TESTED = re.compile(r"(?:skipping|ignoring) (?:\(custom\) )?(?:(\S+) )?parameter '([^']+)'")


def sqlmap_result(target):
    name = target["name"]
    log_path = REPORT / "sqlmap" / f"{name}.log"
    text = log_path.read_text(errors="replace") if log_path.exists() else ""
    text = re.sub(r"\x1b\[[0-9;?]*[a-zA-Z]|\x1b[()][A-Z0-9]|\x1b[=>]", "", text)
    lines = text.splitlines()
    tested = list(OrderedDict.fromkeys(f"{p or ''} {n}".strip() for p, n in TESTED.findall(text)))
    skipped = list(OrderedDict.fromkeys(f"{p or ''} {n}".strip() for p, n in NOT_TESTED.findall(text)))
    codes = ""
    for i, line in enumerate(lines):
        if "HTTP error codes detected during run" in line and i + 1 < len(lines):
            codes = lines[i + 1].strip()
    candidates = [line.strip() for line in lines if CANDIDATE.search(line)]
    heuristic = [
        m.group(1)
        for m in re.finditer(r"heuristic \(basic\) test shows that (.+?) might be injectable", text)
    ]
    vulnerable = [line.strip() for line in lines if VULNERABLE.search(line)]
    identified = "identified the following injection point" in text
    false_positives = text.count("false positive or unexploitable injection point detected")
    injection_logs = [
        p for p in (REPORT / "sqlmap" / f"out-{name}").glob("*/log") if p.stat().st_size > 0
    ]
    critical = [
        line.strip()
        for line in lines
        if "[CRITICAL]" in line and "do not appear to be injectable" not in line
    ]
    errors = [
        line.strip()
        for line in lines
        if "[ERROR]" in line
        and "do not appear to be injectable" not in line
        and "possible type casting detected" not in line
    ]
    clean_marker = "all tested parameters do not appear to be injectable" in text
    problems = []
    server_errors = re.findall(r"\b(5\d\d) \([^)]*\) - (\d+) times", codes)
    status = "clean"
    if identified or vulnerable or injection_logs or len(candidates) > false_positives:
        status = "VULNERABLE"
    elif server_errors:
        # A probe the server could not handle: not an injection, but input it fails on.
        status = "server-error"
        problems.append(
            "the server answered "
            + ", ".join(f"{code} {n} times" for code, n in server_errors)
            + " to probes (see the sqlmap log and the server log)"
        )
    else:
        if target["exit"] == "skipped":
            problems.append("not run: the sqlmap time budget was spent")
        elif target["exit"] in ("124", "137"):
            problems.append("stopped by its wall-clock bound before it finished")
        elif not clean_marker:
            problems.append("sqlmap did not finish with its 'not injectable' verdict")
        if target["baseline"] != target["expected"]:
            problems.append(
                f"baseline answered {target['baseline']}, expected {target['expected']}"
            )
        if critical:
            problems.append("sqlmap reported: " + "; ".join(critical))
        if not tested and target["exit"] != "skipped":
            problems.append("no parameter was tested")
        if problems:
            status = "incomplete"
    return {
        **target,
        "tested": tested,
        "skipped": skipped,
        "codes": codes or "none (every answer 2xx/3xx)",
        "candidates": candidates,
        "heuristic": heuristic,
        "vulnerable": vulnerable,
        "identified": identified,
        "false_positives": false_positives,
        "injection_logs": [str(p.relative_to(REPORT)) for p in injection_logs],
        "errors": errors,
        "problems": problems,
        "status": status,
    }


# --- wapiti ----------------------------------------------------------------------------------
def load_judgements():
    path = HERE / "judged-findings.json"
    return json.loads(path.read_text()) if path.exists() else []


def checks_pass(checks, prefixes):
    failed = []
    for prefix in prefixes:
        matching = [c for c in checks if c["check"].startswith(prefix)]
        if not matching:
            failed.append(f"{prefix} (not run)")
        failed += [c["check"] for c in matching if c["result"] != "pass"]
    return failed


def wapiti_results(checks, judgements):
    passes = []
    findings = OrderedDict()
    for target in read_tsv("targets.tsv"):
        if not target["name"].startswith("wapiti-"):
            continue
        name = target["name"][len("wapiti-") :]
        json_path = REPORT / "wapiti" / f"{name}.json"
        log_path = REPORT / "wapiti" / f"{name}.log"
        log = log_path.read_text(errors="replace") if log_path.exists() else ""
        found = re.findall(r"Wapiti found (\d+) URLs and forms", log)
        launched = re.findall(r"\[\*\] Launching module (\w+)", log)
        cut = re.findall(r"Max attack time was reached for module (\w+)", log)
        refused = len(re.findall(r"\[scan\] refused a request", log))
        excluded = len(re.findall(r"\[scan\] skipped ", log))
        info = {
            "name": name,
            "exit": target["exit"],
            "seconds": target["seconds"],
            "urls": int(found[-1]) if found else 0,
            "launched": launched,
            "cut": cut,
            "refused": refused,
            "excluded": excluded,
            "report": json_path.exists(),
            "scan_time_reached": "Max scan time was reached" in log,
            "problems": [],
        }
        if target["exit"] not in ("0",):
            info["problems"].append(f"wapiti exited {target['exit']}")
        if not json_path.exists():
            info["problems"].append("no JSON report was written")
        if info["urls"] < 10:
            info["problems"].append(f"only {info['urls']} URLs and forms were crawled")
        passes.append(info)
        if not json_path.exists():
            continue
        data = json.loads(json_path.read_text())
        for section in ("vulnerabilities", "anomalies"):
            for category, items in (data.get(section) or {}).items():
                for item in items or []:
                    key = (
                        section,
                        category,
                        item.get("info", ""),
                        item.get("method", ""),
                        item.get("path", ""),
                        item.get("parameter", ""),
                    )
                    entry = findings.setdefault(
                        key,
                        {
                            "section": section,
                            "category": category,
                            "info": item.get("info", ""),
                            "method": item.get("method", ""),
                            "path": item.get("path", ""),
                            "parameter": item.get("parameter", ""),
                            "level": int(item.get("level", 0) or 0),
                            "passes": [],
                            "curl": item.get("curl_command", ""),
                            "request": item.get("http_request", ""),
                        },
                    )
                    if name not in entry["passes"]:
                        entry["passes"].append(name)
    for entry in findings.values():
        entry["severity"] = SEVERITY.get(entry["level"], str(entry["level"]))
        entry["judgement"] = None
        entry["open"] = True
        for judged in judgements:
            if judged.get("section", "vulnerabilities") != entry["section"]:
                continue
            if judged["category"] != entry["category"]:
                continue
            if not re.search(judged["info"], entry["info"]):
                continue
            if "path" in judged and not re.search(judged["path"], entry["path"]):
                continue
            failed = checks_pass(checks, judged.get("requires", []))
            if failed:
                entry["judgement"] = (
                    f"judged `{judged['id']}`, but its control checks failed: "
                    + ", ".join(failed)
                )
            else:
                entry["judgement"] = judged["reason"]
                entry["judged_id"] = judged["id"]
                entry["open"] = False
            break
    return passes, list(findings.values())


# --- server log ------------------------------------------------------------------------------
def server_log_summary():
    """Error-level lines of the server's JSON log during the scan, grouped; one example each."""
    path = REPORT / "server.log"
    groups = Counter()
    server_log_summary.examples = {}
    if not path.exists():
        return groups
    for line in path.read_text(errors="replace").splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if not isinstance(entry, dict) or int(entry.get("level", 0) or 0) < 50:
            continue
        err = entry.get("err") or {}
        status = err.get("status") if isinstance(err, dict) else None
        message = (err.get("message") or err.get("data") or "") if isinstance(err, dict) else ""
        what = entry.get("msg", "")
        if status:
            what += f" ({status} {err.get('statusText', '')})".rstrip()
        elif message:
            what += ": " + str(message).splitlines()[0][:160]
        key = (entry.get("method", "-"), what)
        groups[key] += 1
        params = [l for l in str(message).splitlines()[1:] if l.startswith("params:")]
        if params and key not in server_log_summary.examples:
            path_ = entry.get("path") or ""
            server_log_summary.examples[key] = f"{path_} — {params[0][:120]}"
    return groups


# --- report ----------------------------------------------------------------------------------
def cell(text):
    return redact(text).replace("|", "\\|").replace("\n", " ")


def main():
    checks = read_tsv("checks.tsv")
    judgements = load_judgements()
    targets = [t for t in read_tsv("targets.tsv") if not t["name"].startswith("wapiti-")]
    sqlmap = [sqlmap_result(t) for t in targets]
    passes, findings = wapiti_results(checks, judgements)

    vulnerable_targets = [r for r in sqlmap if r["status"] == "VULNERABLE"]
    erroring_targets = [r for r in sqlmap if r["status"] == "server-error"]
    server_log = server_log_summary()
    incomplete_targets = [r for r in sqlmap if r["status"] == "incomplete"]
    open_findings = [f for f in findings if f["open"]]
    judged_findings = [f for f in findings if not f["open"]]
    session_checks = [c for c in checks if c["check"].startswith("admin-session")]
    failed_checks = [
        c for c in checks if c["result"] == "fail" and not c["check"].startswith("admin-session")
    ]
    incomplete_passes = [p for p in passes if p["problems"]]
    session_lost = [c for c in session_checks if c["result"] != "pass"]
    if not sqlmap:
        incomplete_targets.append({"name": "sqlmap", "problems": ["no sqlmap target ran"]})

    if vulnerable_targets or erroring_targets or open_findings or failed_checks:
        status, verdict = 1, "FAIL"
    elif incomplete_targets or incomplete_passes or session_lost or len(passes) < 2:
        status, verdict = 2, "INCOMPLETE"
    else:
        status, verdict = 0, "PASS"

    started = int(ENV.get("started", "0") or 0)
    finished = int(ENV.get("finished", "0") or 0)
    duration = finished - started
    when = datetime.fromtimestamp(started, timezone.utc).strftime("%Y-%m-%d %H:%M UTC")

    out = []
    w = out.append
    w("# Security scan: sqlmap and wapiti")
    w("")
    if verdict == "PASS":
        w(
            f"**Verdict: PASS** — sqlmap found no injectable parameter in {len(sqlmap)} targets "
            f"and wapiti no vulnerability in two crawls ({len(judged_findings)} reported items "
            "judged harmless below, each backed by a passing control check)."
        )
    elif verdict == "FAIL":
        parts = []
        if vulnerable_targets:
            parts.append(
                "sqlmap: injectable — " + ", ".join(r["name"] for r in vulnerable_targets)
            )
        if erroring_targets:
            parts.append(
                "sqlmap: server errors (5xx) on " + ", ".join(r["name"] for r in erroring_targets)
            )
        if open_findings:
            parts.append(f"wapiti: {len(open_findings)} open finding(s)")
        if failed_checks:
            parts.append("failed control checks: " + ", ".join(c["check"] for c in failed_checks))
        if not vulnerable_targets and not any(
            f["category"] in INJECTION_CATEGORIES for f in open_findings
        ):
            parts.insert(0, "no injection found, but")
        w("**Verdict: FAIL** — " + "; ".join(parts).replace("but;", "but") + ".")
    else:
        names = [r["name"] for r in incomplete_targets] + [
            "wapiti-" + p["name"] for p in incomplete_passes
        ] + [c["check"] for c in session_lost]
        w(
            "**Verdict: INCOMPLETE** — nothing was found, but the scan did not cover: "
            + ", ".join(names)
            + "."
        )
    w("")
    w(f"- Run: {when}, {duration // 60} min {duration % 60} s, `npm run scan:security`")
    w(
        f"- Target: the production server (`NODE_ENV=production` host/main.ts and the build of "
        f"{ENV.get('build_time', '?')}, copied aside for the scan; Node {ENV.get('node_version', '?')}) "
        "on 127.0.0.1 only, a fresh embedded database (PGlite) with the sample jobs and one scan "
        "admin account"
    )
    w(
        f"- Tools (Debian packages, offline): sqlmap {ENV.get('sqlmap_version', '?')}, "
        f"{ENV.get('wapiti_version', '?')}"
    )
    w("")
    w("## Findings by severity")
    w("")
    w("| severity | sqlmap targets | wapiti reported | judged harmless | open |")
    w("| --- | --- | --- | --- | --- |")
    counts = Counter(f["severity"] for f in findings)
    judged_counts = Counter(f["severity"] for f in judged_findings)
    open_counts = Counter(f["severity"] for f in open_findings)
    for severity in SEVERITY_ORDER:
        sql_count = {"critical": len(vulnerable_targets), "low": len(erroring_targets)}.get(
            severity, 0
        )
        w(
            f"| {severity} | {sql_count} | {counts[severity]} | {judged_counts[severity]} | "
            f"{open_counts[severity] + sql_count} |"
        )
    w("")
    w(
        "sqlmap: an injectable parameter counts as critical, a target whose probes made the "
        "server answer 5xx (input it fails on, not an injection) as low. wapiti's items keep "
        "wapiti's own levels."
    )
    w("")

    w("## sqlmap")
    w("")
    w(
        "`--batch --dbms=PostgreSQL --level=2 --risk=1 --threads=2 --timeout=10 --retries=0 "
        "--time-sec=2 --drop-set-cookie --flush-session`, each target under `timeout` "
        "(all techniques: boolean, error, UNION, stacked, time-based, generic and PostgreSQL "
        "payloads; level 2 adds the cookies). "
        "Type-cast parameters (e.g. `email`, which validation refuses unless it is an address) "
        "are tested anyway. POSTs carry the site's own `Origin`, so they reach the handlers."
    )
    w("")
    w("| target | request | baseline | parameters tested | HTTP errors seen during the run | time | result |")
    w("| --- | --- | --- | --- | --- | --- | --- |")
    for r in sqlmap:
        result = r["status"]
        if r["problems"]:
            result += ": " + "; ".join(r["problems"])
        w(
            f"| {r['name']} | {r['method']} `{cell(r['target'])}` | {r['baseline']} | "
            f"{cell(', '.join(r['tested']) or '-')} | {cell(r['codes'])} | {r['seconds']} s | "
            f"{cell(result)} |"
        )
    w("")
    notes = []
    for r in sqlmap:
        for line in r["candidates"] + r["vulnerable"]:
            notes.append(f"- {r['name']}: `{cell(line)}`")
        for what in r["heuristic"]:
            notes.append(
                f"- {r['name']}: sqlmap's quick heuristic flagged {cell(what)}; its full test set "
                "then found nothing"
            )
        if r["false_positives"]:
            notes.append(
                f"- {r['name']}: sqlmap itself rejected {r['false_positives']} candidate(s) as "
                "false positives"
            )
        for path in r["injection_logs"]:
            notes.append(f"- {r['name']}: injection data logged in `{path}`")
        if r["skipped"]:
            notes.append(
                f"- {r['name']}: not tested — {cell(', '.join(r['skipped']))} (session cookie, "
                "form guard or file part)"
            )
    if notes:
        w("Details:")
        w("")
        out.extend(notes)
        w("")

    w("## wapiti")
    w("")
    w(
        f"Modules: `{ENV.get('wapiti_modules', '?')}`. Left out: `ssrf`, `xxe` (they need "
        "wapiti's internet endpoint), `nikto`, `wapp` (they download their databases), "
        "`buster`, `brute_login_form` (guessing). `--scope folder` from `/`, "
        "`--max-attack-time` per module, run through `wapiti_run.py` (loopback only; form "
        "honeypot kept empty; per-request client address)."
    )
    w("")
    w("| crawl | URLs and forms | modules run | cut by the per-module time bound | requests refused: not loopback / excluded path | time | result |")
    w("| --- | --- | --- | --- | --- | --- | --- |")
    for p in passes:
        result = "ok" if not p["problems"] else "incomplete: " + "; ".join(p["problems"])
        if p["scan_time_reached"]:
            result += " (max scan time reached)"
        w(
            f"| {p['name']} | {p['urls']} | {len(p['launched'])} | {', '.join(p['cut']) or '-'} | "
            f"{p['refused']} / {p['excluded']} | {p['seconds']} s | {result} |"
        )
    w("")
    if findings:
        w("Reported items (verbatim category and text):")
        w("")
        w("| severity | category | request | crawl | judgement |")
        w("| --- | --- | --- | --- | --- |")
        for f in sorted(findings, key=lambda f: (-f["level"], f["category"], f["path"])):
            judgement = f["judgement"] or "**OPEN** — no judgement; counts as a finding"
            if f["open"] and f["judgement"]:
                judgement = "**OPEN** — " + f["judgement"]
            elif not f["open"]:
                judgement = f"harmless (`{f['judged_id']}`): {judgement}"
            param = f" `{f['parameter']}`" if f["parameter"] else ""
            w(
                f"| {f['severity']} | {cell(f['category'])}: {cell(f['info'])} | "
                f"{f['method']} `{cell(f['path'])}`{cell(param)} | {', '.join(f['passes'])} | "
                f"{cell(judgement)} |"
            )
        w("")
    else:
        w("wapiti reported nothing.")
        w("")

    w("## Server log")
    w("")
    if server_log:
        w("Error-level lines the server logged during the scan (`LOG_LEVEL=warn`), grouped:")
        w("")
        w("| count | method | message | example (path, bound parameters) |")
        w("| --- | --- | --- | --- |")
        examples = getattr(server_log_summary, "examples", {})
        for (method, what), n in server_log.most_common(20):
            example = examples.get((method, what), "")
            w(f"| {n} | {method} | {cell(what)} | {cell(example) or '-'} |")
        w("")
        w(
            "A 5xx here is also caught above (sqlmap's error counts, wapiti's anomalies); "
            "4xx lines are the server's logging choice, not failures."
        )
    else:
        w("No error-level line was logged during the scan.")
    w("")

    w("## Control checks")
    w("")
    w("Run before the scanners; the judgements above rely on them.")
    w("")
    w("| check | result | detail |")
    w("| --- | --- | --- |")
    for c in checks:
        w(f"| {cell(c['check'])} | {c['result']} | {cell(c['detail'])} |")
    w("")
    unused = [j["id"] for j in judgements if not any(f.get("judged_id") == j["id"] for f in findings)]
    if unused:
        w(f"Judgements in `judged-findings.json` not needed this run: {', '.join(unused)}.")
        w("")
    w("## How the scan reaches the code")
    w("")
    w(
        "- Every POST carries `Origin: <the server's own origin>`; without it the server answers "
        "403 before any handler runs (see the `csrf-origin` checks)."
    )
    w(
        "- The server runs with `FORM_MIN_FILL_MS=0 FORM_RATE_LIMIT=1000000` and "
        "`TRUST_PROXY=loopback`; each scanner request carries its own `X-Forwarded-For` from "
        "2001:db8::/32 (documentation range, header value only), so the per-address limits "
        "(forms, sign-in 10 per 5 min) do not answer 429 instead of running the handler."
    )
    w(
        "- Form bodies are valid (a real job id, a small PDF for the résumé, an ISO date), so each "
        "probe changes one field of a request that would otherwise be saved: the payloads reach "
        "validation and, when valid, the database insert and the mail queue."
    )
    w(
        "- Signed-in targets use a session of the scan admin; the session is checked after sqlmap "
        "and after wapiti, so those targets were not scanned signed out."
    )
    w(
        "- Raw output (git-ignored) is in `tests/security/report/sqlmap/` and "
        "`tests/security/report/wapiti/`."
    )
    w("")
    (REPORT / "SUMMARY.md").write_text(redact("\n".join(out)))

    text = [f"wapiti ({ENV.get('wapiti_version', '?')}) on {ENV.get('base', '?')}, {when}", ""]
    for p in passes:
        text.append(
            f"crawl {p['name']}: {p['urls']} URLs and forms, {len(p['launched'])} modules, "
            f"{p['seconds']} s, exit {p['exit']}"
            + (f"; per-module time bound reached: {', '.join(p['cut'])}" if p["cut"] else "")
        )
    text.append("")
    if not findings:
        text.append("No vulnerability or anomaly reported.")
    for f in sorted(findings, key=lambda f: (-f["level"], f["category"], f["path"])):
        text.append(
            f"[{f['severity']}] {f['section']}: {f['category']}: {f['info']}"
            f" -- {f['method']} {f['path']}"
            + (f" (parameter {f['parameter']})" if f["parameter"] else "")
            + f" -- crawl: {', '.join(f['passes'])}"
        )
        text.append("    " + ("OPEN" if f["open"] else f"judged harmless: {f.get('judged_id')}"))
        if f["curl"]:
            text.append("    " + f["curl"].replace("\n", " ")[:400])
    (REPORT / "wapiti.txt").write_text(redact("\n".join(text)) + "\n")

    print(redact("\n".join(out[:3])))
    print(f"[summary] {REPORT / 'SUMMARY.md'}")
    return status


if __name__ == "__main__":
    sys.exit(main())
