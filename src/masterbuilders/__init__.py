"""masterbuilders: The Pillars of the Earth and The Builders: Middle Ages, playable and studyable."""

__version__ = "0.1.0"
