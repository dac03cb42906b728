"""The LLM path: an OpenAI-compatible chat-completions provider for extraction and summaries.

``client`` speaks the API, ``parse`` reads a model's JSON leniently, ``extract`` turns a
conversation into gated candidate facts, ``worker`` drains the durable ingest queue in
the daemon, and ``summaries`` lets consolidation have the profile written by the model.
Enabled by ``memory.secondBrain.extractor: llm`` with the ``llm`` config section; see
docs/llm.md.
"""
