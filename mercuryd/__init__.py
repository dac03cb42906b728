"""mercuryd: a local daemon that gives an AI assistant a persistent memory of its user."""

__version__ = "0.1.0"
