import httpx, time
c = httpx.Client(base_url="http://127.0.0.1:8732", timeout=30)
r = c.post("/api/account/register", json={"name": "loser", "password": "correct horse battery"}); print(r.status_code)
h = {"x-csrf-token": c.cookies.get("mb_csrf")}
r = c.post("/api/games", json={"game":"pillars","players":2,"seats":[{"kind":"human"},{"kind":"bot","level":"medium"}]}, headers=h)
gid = r.json()["id"]; print(gid)
time.sleep(1)
v = c.get(f"/api/games/{gid}/view").json()
a = v["view"]["decision"]["legal_actions"][0]
print("move", c.post(f"/api/games/{gid}/actions", json={"version": v["version"], "action": a}, headers=h).status_code)
for i in range(12):
    time.sleep(10)
    s = c.get(f"/api/games/{gid}").json()["status"]
    if s != "active": break
print("status after stalling:", s)
print(c.get("/api/players/loser").json())
