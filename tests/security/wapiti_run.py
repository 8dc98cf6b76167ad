#!/usr/bin/python3
"""
Runs Debian's wapiti (3.0.x) for tests/security/scan.sh, with three adjustments made here
rather than in the site:

1. Loopback only. Every HTTP request wapiti makes goes through requests' HTTPAdapter.send;
   anything addressed elsewhere than 127.0.0.1/localhost/[::1] is refused before it leaves
   (crash-report uploads, endpoint look-ups, module database downloads), so the scan is
   offline whatever module or option is used.
2. The form guards. The public forms carry an off-screen text field, `website`, that people
   never fill; a post with it filled is answered "sent" and dropped. Wapiti fills every text
   input with "default", so without this each attack on a form would stop at the honeypot: here
   the crawled forms keep it empty (scan.sh also passes `--skip website`, so the field itself is
   not attacked). Each render of a form also carries a fresh formKey/startedAt pair, which makes
   wapiti see every visit of /contact as a new form and attack it again; they are pinned to one
   value so each form is attacked once. Inputs rendered with value="" (which wapiti sends
   empty, so validation would stop every attack) get a plausible value, an address for e-mail
   fields. With that the attacks reach validation, the database and the mail queue.
3. Excluded paths. SCAN_REFUSE_PATHS (comma-separated paths, e.g. /logout; one ending in "*" is
   a prefix, e.g. /solutions/*) are never requested, so a signed-in crawl keeps its session and
   spends its time where only a session reaches. (wapiti's own -x is broken on Python 3.11: its
   wildcard regex puts the (?ms) flags last.)
4. The login limit. The server trusts X-Forwarded-For from loopback only (scan.sh starts it
   with TRUST_PROXY=loopback); each request gets its own address from the IPv6 documentation
   range 2001:db8::/32, so the per-address sign-in limit (10 per 5 minutes) does not turn the
   attacks on /login into 429s. It is a header value only: nothing is sent to that address.

Usage: wapiti_run.py <wapiti arguments...>
"""

import os
import random
import sys
from urllib.parse import urlsplit

import requests.adapters
from wapitiCore.main.wapiti import wapiti_main
from wapitiCore.net import page as page_module

HONEYPOT = "website"
# Pinned guard values: one formKey for every crawled form (a retry of the same data is answered
# from the first submission; attacked data differs, so each attack is a new submission).
PINNED = {"formKey": "5ca11ed0-5ca1-4ca1-8ca1-5ca11ed05ca1", "startedAt": "1"}
LOOPBACK = {"127.0.0.1", "localhost", "::1"}
REFUSED = [p for p in os.environ.get("SCAN_REFUSE_PATHS", "").split(",") if p]
REFUSED_PATHS = {p for p in REFUSED if not p.endswith("*")}
REFUSED_PREFIXES = tuple(p[:-1] for p in REFUSED if p.endswith("*"))

_send = requests.adapters.HTTPAdapter.send


def loopback_send(self, request, *args, **kwargs):
    parts = urlsplit(request.url)
    host = parts.hostname or ""
    if host not in LOOPBACK:
        print("[scan] refused a request to %s (loopback only)" % host, file=sys.stderr)
        raise requests.exceptions.ConnectionError("refused: not loopback")
    if parts.path in REFUSED_PATHS or (REFUSED_PREFIXES and parts.path.startswith(REFUSED_PREFIXES)):
        print("[scan] skipped %s %s (excluded path)" % (request.method, parts.path), file=sys.stderr)
        raise requests.exceptions.ConnectionError("refused: excluded path")
    groups = ":".join("%x" % random.randint(0, 0xFFFF) for _ in range(6))
    request.headers["X-Forwarded-For"] = "2001:db8:" + groups
    return _send(self, request, *args, **kwargs)


requests.adapters.HTTPAdapter.send = loopback_send

_iter_forms = page_module.Page.iter_forms


def iter_forms(self, autofill=True):
    for form in _iter_forms(self, autofill):
        # Freshly built by iter_forms: nothing is cached on it yet, so its params may change.
        params = form._post_params  # pylint: disable=protected-access
        if isinstance(params, list):
            for param in params:
                if not param or len(param) < 2:
                    continue
                name = param[0]
                if name == HONEYPOT:
                    param[1] = ""
                elif name in PINNED:
                    param[1] = PINNED[name]
                elif not param[1]:
                    param[1] = "scan@example.com" if "mail" in name.lower() else "default"
        yield form


page_module.Page.iter_forms = iter_forms

if __name__ == "__main__":
    sys.argv[0] = "wapiti"
    sys.exit(wapiti_main())
