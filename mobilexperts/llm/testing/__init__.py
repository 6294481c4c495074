"""Test support shipped with the package: a local OpenAI-compatible server."""

from mobilexperts.llm.testing.server import FakeOpenAIServer, Fault, RawBody, Reply, ScriptItem

__all__ = ["FakeOpenAIServer", "Fault", "RawBody", "Reply", "ScriptItem"]
