#!/usr/bin/env python3
"""
sqlmap tamper script (tests/security/scan.sh): gives every payload request its own client
address in X-Forwarded-For, drawn from the IPv6 documentation range 2001:db8::/32 (RFC 3849),
which is never routed. The scanned server trusts X-Forwarded-For only from loopback
(TRUST_PROXY=loopback), so the per-address login limit (failed sign-ins per address) does not
turn the /login scan into a wall of 429s after ten requests. The payload itself is unchanged.
It only sets a header value: no traffic goes to that address.
"""

import random

from lib.core.enums import PRIORITY

__priority__ = PRIORITY.NORMAL


def dependencies():
    pass


def tamper(payload, **kwargs):
    headers = kwargs.get("headers", {})
    groups = ":".join("%x" % random.randint(0, 0xFFFF) for _ in range(6))
    headers["X-Forwarded-For"] = "2001:db8:%s" % groups
    return payload
