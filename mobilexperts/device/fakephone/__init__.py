"""The phone side of uiautomator2, faked over SimDroid, so the real client runs end to end.

``FakeAdbServer`` speaks the adb host protocol on a local port; each plugged ``FakePhone`` is a
SimDroid phone with adbd's shell and sync services and the on-phone uiautomator2 JSON-RPC server
(reached, as on a real phone, through adb's ``tcp:9008`` stream)::

    with FakeAdbServer([FakePhone("emulator-5554")]) as adb:
        device = U2Device(settings=U2Settings(adb_port=adb.port))

Run ``python -m mobilexperts.device.fakephone`` to serve one on a port for manual use.
"""

from mobilexperts.device.fakephone.adb_server import FakeAdbServer
from mobilexperts.device.fakephone.phone import FakePhone, Faults

__all__ = ["FakeAdbServer", "FakePhone", "Faults"]
