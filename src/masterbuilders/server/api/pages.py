"""The pages (static HTML, CSS and ES modules from the package's web/ folder: no build step), and
each game's browser module (`GameSpec.renderer`), served beside the pages' own modules."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.responses import FileResponse, Response
from starlette.staticfiles import StaticFiles

from masterbuilders.engine import MasterbuildersError, get_game
from masterbuilders.engine.message import Msg
from masterbuilders.server.errors import ApiError

WEB = Path(str(files("masterbuilders").joinpath("web")))

modules = APIRouter()
router = APIRouter()


@modules.get("/static/js/games/{name}.js")
async def renderer(name: str) -> Response:
    """A game's browser module (`GameSpec.renderer`), before the static files' mount."""
    try:
        package, filename = get_game(name).renderer
    except MasterbuildersError as exc:
        raise ApiError("not_found", Msg("server-error-no-game", game=repr(name))) from exc
    source = files(package).joinpath(filename)
    if not filename or not source.is_file():
        raise ApiError("not_found", Msg("server-error-no-module", game=name))
    return Response(source.read_text(), media_type="text/javascript")


@router.get("/")
async def lobby_page() -> FileResponse:
    return FileResponse(WEB / "index.html")


@router.get("/play/{game_id}")
@router.get("/watch/{game_id}")
async def game_page(game_id: str) -> FileResponse:
    return FileResponse(WEB / "game.html")


@router.get("/account")
async def account_page() -> FileResponse:
    return FileResponse(WEB / "account.html")


@router.get("/replay/{game_id}")
async def replay_page(game_id: str) -> FileResponse:
    return FileResponse(WEB / "replay.html")


def serve_pages(app: FastAPI) -> None:
    """The games' modules, then the static files and the pages where the package has its web/
    folder (a game module's route comes first: the mount would answer for it otherwise)."""
    app.include_router(modules)
    if WEB.is_dir():
        app.mount("/static", StaticFiles(directory=WEB), name="static")
        app.include_router(router)
