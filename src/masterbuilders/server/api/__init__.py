"""The HTTP and WebSocket API, one router per domain (games, hints, reviews, accounts, ratings,
health, the site's words and rules, the pages), their request and answer shapes (schemas.py) and
what they share (deps.py); server/app.py wires them to the services."""
