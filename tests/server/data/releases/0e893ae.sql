--
-- PostgreSQL database dump
--


-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: account_seats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.account_seats (
    game_id character varying(32) NOT NULL,
    seat integer NOT NULL,
    account_id integer NOT NULL,
    created double precision NOT NULL
);


--
-- Name: account_sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.account_sessions (
    id_hash character varying(64) NOT NULL,
    account_id integer NOT NULL,
    csrf character varying(64) NOT NULL,
    created double precision NOT NULL,
    expires double precision NOT NULL
);


--
-- Name: accounts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.accounts (
    id integer NOT NULL,
    name character varying(24) NOT NULL,
    name_key character varying(24) NOT NULL,
    password_hash character varying(200),
    created double precision NOT NULL,
    bot boolean NOT NULL,
    bot_token_hash character varying(64),
    email character varying(254),
    notify boolean NOT NULL,
    unsubscribe character varying(64) NOT NULL,
    show_games boolean NOT NULL,
    show_ratings boolean NOT NULL
);


--
-- Name: accounts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.accounts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: accounts_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.accounts_id_seq OWNED BY public.accounts.id;


--
-- Name: alembic_version; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.alembic_version (
    version_num character varying(32) NOT NULL
);


--
-- Name: entries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.entries (
    id integer NOT NULL,
    game_id character varying(32) NOT NULL,
    idx integer NOT NULL,
    kind character varying(8) NOT NULL,
    text text NOT NULL,
    seat integer,
    spent double precision,
    created double precision NOT NULL,
    instance character varying(32)
);


--
-- Name: entries_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.entries_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: entries_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.entries_id_seq OWNED BY public.entries.id;


--
-- Name: games; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.games (
    id character varying(32) NOT NULL,
    game character varying(32) NOT NULL,
    num_players integer NOT NULL,
    options json NOT NULL,
    seed integer NOT NULL,
    seats json NOT NULL,
    clock json,
    status character varying(16) NOT NULL,
    result json,
    created double precision NOT NULL,
    finished double precision,
    secret character varying(80),
    commitment character varying(64),
    practice boolean NOT NULL,
    owner_epoch integer NOT NULL,
    owner character varying(32),
    rematch character varying(32)
);


--
-- Name: password_resets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.password_resets (
    code_hash character varying(64) NOT NULL,
    account_id integer NOT NULL,
    expires double precision NOT NULL
);


--
-- Name: rated_games; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rated_games (
    game_id character varying(32) NOT NULL,
    rated boolean NOT NULL,
    reason text,
    created double precision NOT NULL
);


--
-- Name: rating_history; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rating_history (
    id integer NOT NULL,
    account_id integer NOT NULL,
    game character varying(32) NOT NULL,
    players integer NOT NULL,
    game_id character varying(32) NOT NULL,
    mu double precision NOT NULL,
    sigma double precision NOT NULL,
    created double precision NOT NULL
);


--
-- Name: rating_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rating_history_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rating_history_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rating_history_id_seq OWNED BY public.rating_history.id;


--
-- Name: ratings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ratings (
    account_id integer NOT NULL,
    game character varying(32) NOT NULL,
    players integer NOT NULL,
    mu double precision NOT NULL,
    sigma double precision NOT NULL,
    games integer NOT NULL,
    updated double precision NOT NULL
);


--
-- Name: reviews; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reviews (
    game_id character varying(32) NOT NULL,
    status character varying(16) NOT NULL,
    done integer NOT NULL,
    total integer NOT NULL,
    judged json,
    review json,
    message text,
    updated double precision NOT NULL
);


--
-- Name: turn_mails; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.turn_mails (
    game_id character varying(32) NOT NULL,
    seat integer NOT NULL,
    turn integer NOT NULL,
    created double precision NOT NULL
);


--
-- Name: accounts id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts ALTER COLUMN id SET DEFAULT nextval('public.accounts_id_seq'::regclass);


--
-- Name: entries id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.entries ALTER COLUMN id SET DEFAULT nextval('public.entries_id_seq'::regclass);


--
-- Name: rating_history id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rating_history ALTER COLUMN id SET DEFAULT nextval('public.rating_history_id_seq'::regclass);


--
-- Data for Name: account_seats; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.account_seats VALUES ('940a4632081a', 0, 1, 1796641567.207699);
INSERT INTO public.account_seats VALUES ('48f37f33eb81', 0, 1, 1796641567.6586475);
INSERT INTO public.account_seats VALUES ('e6dc12629a52', 0, 1, 1796641567.7526686);


--
-- Data for Name: account_sessions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.account_sessions VALUES ('65645ef35d586888ccbf8ad85d86389718ba8e41ea1009b4aa53e8368e631a8e', 1, 'ZVGUK0MSC8wcEy_rejeqiIl450EhdUnDEm2T1dW5_HI', 1796641567.09196, 1799233567.09196);


--
-- Data for Name: accounts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.accounts VALUES (1, 'Alice', 'alice', '$argon2id$v=19$m=65536,t=3,p=4$V8jLL2p1SBguSSVHhG2Yvg$2TKATUn1m1oW1dX+7teXiFB/3Yi67/bAxuahllSzdoI', 1796641567.0881357, false, NULL, NULL, true, 'EGKobasB1IRLZPqKGpdDrcQ54SK5rNi5', false, true);


--
-- Data for Name: alembic_version; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.alembic_version VALUES ('0004');


--
-- Data for Name: entries; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.entries VALUES (1, '7f0bcdec9131', 0, 'action', 'deal-privileges aliena+toledo', NULL, NULL, 1796641567.176853, NULL);
INSERT INTO public.entries VALUES (2, '7f0bcdec9131', 1, 'action', 'deal-shiring mason-r1+mortar-mixer-r1', NULL, NULL, 1796641567.176853, NULL);
INSERT INTO public.entries VALUES (3, '7f0bcdec9131', 2, 'action', 'set-aside sand-2+sand-4', NULL, NULL, 1796641567.176853, NULL);
INSERT INTO public.entries VALUES (4, 'a1bf0a8b01f1', 0, 'action', 'reveal-building b06', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (5, 'a1bf0a8b01f1', 1, 'action', 'reveal-building b09', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (6, 'a1bf0a8b01f1', 2, 'action', 'reveal-building m5', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (7, 'a1bf0a8b01f1', 3, 'action', 'reveal-building m1', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (8, 'a1bf0a8b01f1', 4, 'action', 'reveal-building b13', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (9, 'a1bf0a8b01f1', 5, 'action', 'reveal-building b08', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (10, 'a1bf0a8b01f1', 6, 'action', 'deal-apprentice w06', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (11, 'a1bf0a8b01f1', 7, 'action', 'deal-apprentice w03', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (12, 'a1bf0a8b01f1', 8, 'action', 'reveal-worker w34', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (13, 'a1bf0a8b01f1', 9, 'action', 'reveal-worker w37', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (14, 'a1bf0a8b01f1', 10, 'action', 'reveal-worker w12', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (15, 'a1bf0a8b01f1', 11, 'action', 'reveal-worker w17', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (16, 'a1bf0a8b01f1', 12, 'action', 'reveal-worker w28', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (17, 'a1bf0a8b01f1', 13, 'action', 'first-player p1', NULL, NULL, 1796641567.1978297, NULL);
INSERT INTO public.entries VALUES (18, '940a4632081a', 0, 'action', 'deal-privileges aliena+prior-philip', NULL, NULL, 1796641567.2072904, NULL);
INSERT INTO public.entries VALUES (19, '940a4632081a', 1, 'action', 'deal-shiring mason-r1+mortar-mixer-r1', NULL, NULL, 1796641567.2072904, NULL);
INSERT INTO public.entries VALUES (20, '940a4632081a', 2, 'action', 'set-aside wood-3+wood-4', NULL, NULL, 1796641567.2072904, NULL);
INSERT INTO public.entries VALUES (21, '940a4632081a', 3, 'action', 'take sand-4', 0, NULL, 1796641567.229307, NULL);
INSERT INTO public.entries VALUES (22, '7f0bcdec9131', 3, 'action', 'take wood-4', 0, NULL, 1796641567.47659, NULL);
INSERT INTO public.entries VALUES (23, '940a4632081a', 4, 'action', 'take stone-4', 1, NULL, 1796641567.4793456, NULL);
INSERT INTO public.entries VALUES (24, 'a1bf0a8b01f1', 14, 'action', 'recruit w17', 0, NULL, 1796641567.4852312, NULL);
INSERT INTO public.entries VALUES (25, 'a1bf0a8b01f1', 15, 'action', 'reveal-worker w22', NULL, NULL, 1796641567.4852312, NULL);
INSERT INTO public.entries VALUES (26, '7f0bcdec9131', 4, 'action', 'take stone-3', 1, NULL, 1796641567.4852312, NULL);
INSERT INTO public.entries VALUES (27, 'a1bf0a8b01f1', 16, 'action', 'recruit w37', 0, NULL, 1796641567.4900062, NULL);
INSERT INTO public.entries VALUES (28, 'a1bf0a8b01f1', 17, 'action', 'reveal-worker w31', NULL, NULL, 1796641567.4900062, NULL);
INSERT INTO public.entries VALUES (29, '7f0bcdec9131', 5, 'action', 'hire woodworker-r1', 0, NULL, 1796641567.492082, NULL);
INSERT INTO public.entries VALUES (30, 'a1bf0a8b01f1', 18, 'action', 'start m5', 0, NULL, 1796641567.495255, NULL);
INSERT INTO public.entries VALUES (31, 'a1bf0a8b01f1', 19, 'action', 'reveal-building b15', NULL, NULL, 1796641567.495255, NULL);
INSERT INTO public.entries VALUES (32, '7f0bcdec9131', 6, 'action', 'take wood-2', 1, NULL, 1796641567.4967659, NULL);
INSERT INTO public.entries VALUES (33, 'a1bf0a8b01f1', 20, 'action', 'buy-action', 0, NULL, 1796641567.4994936, NULL);
INSERT INTO public.entries VALUES (34, '7f0bcdec9131', 7, 'action', 'hire toolmaker-r1', 0, NULL, 1796641567.5010505, NULL);
INSERT INTO public.entries VALUES (35, 'a1bf0a8b01f1', 21, 'action', 'start b13', 0, NULL, 1796641567.504375, NULL);
INSERT INTO public.entries VALUES (36, 'a1bf0a8b01f1', 22, 'action', 'reveal-building b29', NULL, NULL, 1796641567.504375, NULL);
INSERT INTO public.entries VALUES (37, '7f0bcdec9131', 8, 'action', 'pass', 1, NULL, 1796641567.5061994, NULL);
INSERT INTO public.entries VALUES (38, 'a1bf0a8b01f1', 23, 'action', 'buy-action', 0, NULL, 1796641567.507644, NULL);
INSERT INTO public.entries VALUES (39, '7f0bcdec9131', 9, 'action', 'pass', 0, NULL, 1796641567.5085623, NULL);
INSERT INTO public.entries VALUES (40, '7f0bcdec9131', 10, 'action', 'draw-builder blue', NULL, NULL, 1796641567.5085623, NULL);
INSERT INTO public.entries VALUES (41, 'a1bf0a8b01f1', 24, 'action', 'start b09', 0, NULL, 1796641567.5108411, NULL);
INSERT INTO public.entries VALUES (42, 'a1bf0a8b01f1', 25, 'action', 'reveal-building m4', NULL, NULL, 1796641567.5108411, NULL);
INSERT INTO public.entries VALUES (43, '940a4632081a', 5, 'action', 'take stone-2', 0, NULL, 1796641567.512872, NULL);
INSERT INTO public.entries VALUES (44, '7f0bcdec9131', 11, 'action', 'keep', 0, NULL, 1796641567.512872, NULL);
INSERT INTO public.entries VALUES (45, 'a1bf0a8b01f1', 26, 'action', 'recruit w28', 1, NULL, 1796641567.5144765, NULL);
INSERT INTO public.entries VALUES (46, 'a1bf0a8b01f1', 27, 'action', 'reveal-worker w07', NULL, NULL, 1796641567.5144765, NULL);
INSERT INTO public.entries VALUES (47, '7f0bcdec9131', 12, 'action', 'place shiring-2', 0, NULL, 1796641567.5180948, NULL);
INSERT INTO public.entries VALUES (48, '7f0bcdec9131', 13, 'action', 'draw-builder red', NULL, NULL, 1796641567.5180948, NULL);
INSERT INTO public.entries VALUES (49, '940a4632081a', 6, 'action', 'hire woodworker-r1', 1, NULL, 1796641567.5196393, NULL);
INSERT INTO public.entries VALUES (50, 'a1bf0a8b01f1', 28, 'action', 'end', 1, NULL, 1796641567.5196393, NULL);
INSERT INTO public.entries VALUES (51, '7f0bcdec9131', 14, 'action', 'keep', 0, NULL, 1796641567.520965, NULL);
INSERT INTO public.entries VALUES (52, 'a1bf0a8b01f1', 29, 'action', 'start b29', 0, NULL, 1796641567.524339, NULL);
INSERT INTO public.entries VALUES (53, 'a1bf0a8b01f1', 30, 'action', 'reveal-building b30', NULL, NULL, 1796641567.524339, NULL);
INSERT INTO public.entries VALUES (54, '7f0bcdec9131', 15, 'action', 'place court-1', 1, NULL, 1796641567.5257807, NULL);
INSERT INTO public.entries VALUES (55, '7f0bcdec9131', 16, 'action', 'draw-builder red', NULL, NULL, 1796641567.5257807, NULL);
INSERT INTO public.entries VALUES (56, 'a1bf0a8b01f1', 31, 'action', 'recruit w34', 0, NULL, 1796641567.5284903, NULL);
INSERT INTO public.entries VALUES (57, 'a1bf0a8b01f1', 32, 'action', 'reveal-worker w11', NULL, NULL, 1796641567.5284903, NULL);
INSERT INTO public.entries VALUES (58, '7f0bcdec9131', 17, 'action', 'keep', 0, NULL, 1796641567.5301816, NULL);
INSERT INTO public.entries VALUES (59, 'a1bf0a8b01f1', 33, 'action', 'recruit w11', 0, NULL, 1796641567.5325553, NULL);
INSERT INTO public.entries VALUES (60, 'a1bf0a8b01f1', 34, 'action', 'reveal-worker w41', NULL, NULL, 1796641567.5325553, NULL);
INSERT INTO public.entries VALUES (61, '7f0bcdec9131', 18, 'action', 'place shiring-1', 1, NULL, 1796641567.5336814, NULL);
INSERT INTO public.entries VALUES (62, '7f0bcdec9131', 19, 'action', 'draw-builder blue', NULL, NULL, 1796641567.5336814, NULL);
INSERT INTO public.entries VALUES (63, 'a1bf0a8b01f1', 35, 'action', 'recruit w07', 1, NULL, 1796641567.535702, NULL);
INSERT INTO public.entries VALUES (64, 'a1bf0a8b01f1', 36, 'action', 'reveal-worker w10', NULL, NULL, 1796641567.535702, NULL);
INSERT INTO public.entries VALUES (65, '7f0bcdec9131', 20, 'action', 'return', 0, NULL, 1796641567.5366995, NULL);
INSERT INTO public.entries VALUES (66, '7f0bcdec9131', 21, 'action', 'draw-builder blue', NULL, NULL, 1796641567.5366995, NULL);
INSERT INTO public.entries VALUES (67, 'a1bf0a8b01f1', 37, 'action', 'take-coins 1', 1, NULL, 1796641567.5382407, NULL);
INSERT INTO public.entries VALUES (68, '7f0bcdec9131', 22, 'action', 'place priory-1', 0, NULL, 1796641567.5401313, NULL);
INSERT INTO public.entries VALUES (69, '7f0bcdec9131', 23, 'action', 'draw-builder blue', NULL, NULL, 1796641567.5401313, NULL);
INSERT INTO public.entries VALUES (70, 'a1bf0a8b01f1', 38, 'action', 'start m1', 1, NULL, 1796641567.5421178, NULL);
INSERT INTO public.entries VALUES (71, 'a1bf0a8b01f1', 39, 'action', 'reveal-building b24', NULL, NULL, 1796641567.5421178, NULL);
INSERT INTO public.entries VALUES (72, '7f0bcdec9131', 24, 'action', 'place priory-2', 0, NULL, 1796641567.5429, NULL);
INSERT INTO public.entries VALUES (73, '7f0bcdec9131', 25, 'action', 'draw-builder red', NULL, NULL, 1796641567.5429, NULL);
INSERT INTO public.entries VALUES (74, 'a1bf0a8b01f1', 40, 'action', 'buy-action', 1, NULL, 1796641567.5442069, NULL);
INSERT INTO public.entries VALUES (75, '7f0bcdec9131', 26, 'action', 'place court-2', 1, NULL, 1796641567.5456898, NULL);
INSERT INTO public.entries VALUES (76, '7f0bcdec9131', 27, 'action', 'event william', NULL, NULL, 1796641567.5456898, NULL);
INSERT INTO public.entries VALUES (77, '7f0bcdec9131', 28, 'action', 'tax 4', NULL, NULL, 1796641567.5456898, NULL);
INSERT INTO public.entries VALUES (78, 'a1bf0a8b01f1', 41, 'action', 'end', 1, NULL, 1796641567.5470757, NULL);
INSERT INTO public.entries VALUES (79, '7f0bcdec9131', 29, 'action', 'discard toolmaker-r1', 0, NULL, 1796641567.5489054, NULL);
INSERT INTO public.entries VALUES (80, 'a1bf0a8b01f1', 42, 'action', 'start b08', 0, NULL, 1796641567.550017, NULL);
INSERT INTO public.entries VALUES (81, 'a1bf0a8b01f1', 43, 'action', 'reveal-building b28', NULL, NULL, 1796641567.550017, NULL);
INSERT INTO public.entries VALUES (82, '7f0bcdec9131', 30, 'action', 'use woodworker-r1 2', 0, NULL, 1796641567.5517898, NULL);
INSERT INTO public.entries VALUES (83, 'a1bf0a8b01f1', 44, 'action', 'recruit w12', 0, NULL, 1796641567.555221, NULL);
INSERT INTO public.entries VALUES (84, 'a1bf0a8b01f1', 45, 'action', 'reveal-worker w40', NULL, NULL, 1796641567.555221, NULL);
INSERT INTO public.entries VALUES (85, '7f0bcdec9131', 31, 'action', 'use woodworker 1', 0, NULL, 1796641567.5586264, NULL);
INSERT INTO public.entries VALUES (88, '7f0bcdec9131', 32, 'action', 'done', 0, NULL, 1796641567.5620914, NULL);
INSERT INTO public.entries VALUES (90, '7f0bcdec9131', 33, 'action', 'done', 1, NULL, 1796641567.5649254, NULL);
INSERT INTO public.entries VALUES (93, '7f0bcdec9131', 34, 'action', 'drop wood', 1, NULL, 1796641567.577408, NULL);
INSERT INTO public.entries VALUES (94, '7f0bcdec9131', 35, 'action', 'deal-privileges madonna+steuerfreiheit', NULL, NULL, 1796641567.577408, NULL);
INSERT INTO public.entries VALUES (95, '7f0bcdec9131', 36, 'action', 'deal-shiring potter-r2+carpenter-r2', NULL, NULL, 1796641567.577408, NULL);
INSERT INTO public.entries VALUES (96, '7f0bcdec9131', 37, 'action', 'set-aside wood-3+wood-4', NULL, NULL, 1796641567.577408, NULL);
INSERT INTO public.entries VALUES (97, '940a4632081a', 7, 'action', 'pass', 0, NULL, 1796641567.577408, NULL);
INSERT INTO public.entries VALUES (100, '7f0bcdec9131', 38, 'action', 'take stone-3', 1, NULL, 1796641567.5834837, NULL);
INSERT INTO public.entries VALUES (102, 'a1bf0a8b01f1', 53, 'action', 'take-coins 2', 1, NULL, 1796641567.5869613, NULL);
INSERT INTO public.entries VALUES (104, '940a4632081a', 9, 'action', 'pass', 1, NULL, 1796641567.5901859, NULL);
INSERT INTO public.entries VALUES (105, '940a4632081a', 10, 'action', 'draw-builder red', NULL, NULL, 1796641567.5901859, NULL);
INSERT INTO public.entries VALUES (107, '7f0bcdec9131', 40, 'action', 'pass', 1, NULL, 1796641567.5961661, NULL);
INSERT INTO public.entries VALUES (109, '7f0bcdec9131', 41, 'action', 'hire mason-r2', 0, NULL, 1796641567.5994565, NULL);
INSERT INTO public.entries VALUES (111, '7f0bcdec9131', 42, 'action', 'discard woodworker-r1', 0, NULL, 1796641567.6024249, NULL);
INSERT INTO public.entries VALUES (113, '7f0bcdec9131', 43, 'action', 'take stone-4', 0, NULL, 1796641567.6058462, NULL);
INSERT INTO public.entries VALUES (115, '7f0bcdec9131', 44, 'action', 'pass', 0, NULL, 1796641567.6096683, NULL);
INSERT INTO public.entries VALUES (116, '7f0bcdec9131', 45, 'action', 'draw-builder red', NULL, NULL, 1796641567.6096683, NULL);
INSERT INTO public.entries VALUES (119, '7f0bcdec9131', 46, 'action', 'keep', 1, NULL, 1796641567.6133482, NULL);
INSERT INTO public.entries VALUES (121, '7f0bcdec9131', 47, 'action', 'pass', 1, NULL, 1796641567.629423, NULL);
INSERT INTO public.entries VALUES (122, '7f0bcdec9131', 48, 'action', 'draw-builder red', NULL, NULL, 1796641567.629423, NULL);
INSERT INTO public.entries VALUES (123, 'a1bf0a8b01f1', 62, 'action', 'end', 0, NULL, 1796641567.6437633, NULL);
INSERT INTO public.entries VALUES (124, '7f0bcdec9131', 49, 'action', 'keep', 1, NULL, 1796641567.6483364, NULL);
INSERT INTO public.entries VALUES (125, 'a1bf0a8b01f1', 63, 'action', 'recruit w36', 1, NULL, 1796641567.657238, NULL);
INSERT INTO public.entries VALUES (126, 'a1bf0a8b01f1', 64, 'action', 'reveal-worker w18', NULL, NULL, 1796641567.657238, NULL);
INSERT INTO public.entries VALUES (127, '7f0bcdec9131', 50, 'action', 'pass', 1, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (128, '7f0bcdec9131', 51, 'action', 'draw-builder blue', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (129, '48f37f33eb81', 0, 'action', 'reveal-building m4', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (130, '48f37f33eb81', 1, 'action', 'reveal-building b32', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (131, '48f37f33eb81', 2, 'action', 'reveal-building b13', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (132, '48f37f33eb81', 3, 'action', 'reveal-building m1', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (133, '48f37f33eb81', 4, 'action', 'reveal-building b02', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (134, '48f37f33eb81', 5, 'action', 'reveal-building b19', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (135, '48f37f33eb81', 6, 'action', 'deal-apprentice w01', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (136, '48f37f33eb81', 7, 'action', 'deal-apprentice w02', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (137, '48f37f33eb81', 8, 'action', 'reveal-worker w06', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (138, '48f37f33eb81', 9, 'action', 'reveal-worker w40', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (139, '48f37f33eb81', 10, 'action', 'reveal-worker w19', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (140, '48f37f33eb81', 11, 'action', 'reveal-worker w29', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (141, '48f37f33eb81', 12, 'action', 'reveal-worker w15', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (142, '48f37f33eb81', 13, 'action', 'first-player p2', NULL, NULL, 1796641567.660728, NULL);
INSERT INTO public.entries VALUES (145, '7f0bcdec9131', 52, 'action', 'keep', 1, NULL, 1796641567.6717637, NULL);
INSERT INTO public.entries VALUES (148, 'a1bf0a8b01f1', 67, 'action', 'recruit w40', 1, NULL, 1796641567.6753569, NULL);
INSERT INTO public.entries VALUES (149, 'a1bf0a8b01f1', 68, 'action', 'reveal-worker w38', NULL, NULL, 1796641567.6753569, NULL);
INSERT INTO public.entries VALUES (152, '48f37f33eb81', 16, 'action', 'start b13', 1, NULL, 1796641567.680631, NULL);
INSERT INTO public.entries VALUES (153, '48f37f33eb81', 17, 'action', 'reveal-building b01', NULL, NULL, 1796641567.680631, NULL);
INSERT INTO public.entries VALUES (155, '48f37f33eb81', 18, 'action', 'buy-action', 1, NULL, 1796641567.6985757, NULL);
INSERT INTO public.entries VALUES (157, '48f37f33eb81', 19, 'action', 'end', 1, NULL, 1796641567.7019112, NULL);
INSERT INTO public.entries VALUES (159, '7f0bcdec9131', 56, 'action', 'place market-1', 1, NULL, 1796641567.705658, NULL);
INSERT INTO public.entries VALUES (160, '7f0bcdec9131', 57, 'action', 'draw-builder blue', NULL, NULL, 1796641567.705658, NULL);
INSERT INTO public.entries VALUES (162, '7f0bcdec9131', 58, 'action', 'keep', 1, NULL, 1796641567.7197254, NULL);
INSERT INTO public.entries VALUES (163, '48f37f33eb81', 20, 'action', 'recruit w19', 0, NULL, 1796641567.7197254, NULL);
INSERT INTO public.entries VALUES (164, '48f37f33eb81', 21, 'action', 'reveal-worker w05', NULL, NULL, 1796641567.7197254, NULL);
INSERT INTO public.entries VALUES (167, '7f0bcdec9131', 59, 'action', 'place priory-1', 0, NULL, 1796641567.7247202, NULL);
INSERT INTO public.entries VALUES (168, '7f0bcdec9131', 60, 'action', 'draw-builder blue', NULL, NULL, 1796641567.7247202, NULL);
INSERT INTO public.entries VALUES (171, 'a1bf0a8b01f1', 74, 'action', 'recruit w18', 1, NULL, 1796641567.7293432, NULL);
INSERT INTO public.entries VALUES (172, 'a1bf0a8b01f1', 75, 'action', 'reveal-worker w08', NULL, NULL, 1796641567.7293432, NULL);
INSERT INTO public.entries VALUES (177, 'a1bf0a8b01f1', 76, 'action', 'recruit w32', 1, NULL, 1796641567.739366, NULL);
INSERT INTO public.entries VALUES (178, 'a1bf0a8b01f1', 77, 'action', 'reveal-worker w02', NULL, NULL, 1796641567.739366, NULL);
INSERT INTO public.entries VALUES (179, '7f0bcdec9131', 63, 'action', 'pass', 0, NULL, 1796641567.7442873, NULL);
INSERT INTO public.entries VALUES (180, 'a1bf0a8b01f1', 78, 'action', 'end', 0, NULL, 1796641567.7518616, NULL);
INSERT INTO public.entries VALUES (181, '7f0bcdec9131', 64, 'action', 'place market-2', 1, NULL, 1796641567.7534518, NULL);
INSERT INTO public.entries VALUES (182, 'e6dc12629a52', 0, 'action', 'deal-privileges otto+jack', NULL, NULL, 1796641567.7534518, NULL);
INSERT INTO public.entries VALUES (183, 'e6dc12629a52', 1, 'action', 'deal-shiring mason-r1+mortar-mixer-r1', NULL, NULL, 1796641567.7534518, NULL);
INSERT INTO public.entries VALUES (184, 'e6dc12629a52', 2, 'action', 'set-aside wood-2+stone-2', NULL, NULL, 1796641567.7534518, NULL);
INSERT INTO public.entries VALUES (185, 'a1bf0a8b01f1', 79, 'action', 'take-coins 1', 1, NULL, 1796641567.757492, NULL);
INSERT INTO public.entries VALUES (188, 'a1bf0a8b01f1', 80, 'action', 'start b06', 1, NULL, 1796641567.7635052, NULL);
INSERT INTO public.entries VALUES (189, 'a1bf0a8b01f1', 81, 'action', 'reveal-building m8', NULL, NULL, 1796641567.7635052, NULL);
INSERT INTO public.entries VALUES (192, 'a1bf0a8b01f1', 82, 'action', 'recruit w08', 1, NULL, 1796641567.7688036, NULL);
INSERT INTO public.entries VALUES (193, 'a1bf0a8b01f1', 83, 'action', 'reveal-worker w27', NULL, NULL, 1796641567.7688036, NULL);
INSERT INTO public.entries VALUES (196, 'a1bf0a8b01f1', 84, 'action', 'take-coins 3', 0, NULL, 1796641567.7791736, NULL);
INSERT INTO public.entries VALUES (198, 'a1bf0a8b01f1', 85, 'action', 'buy-action', 0, NULL, 1796641567.7827325, NULL);
INSERT INTO public.entries VALUES (201, 'a1bf0a8b01f1', 86, 'action', 'recruit w02', 0, NULL, 1796641567.785445, NULL);
INSERT INTO public.entries VALUES (202, 'a1bf0a8b01f1', 87, 'action', 'reveal-worker w39', NULL, NULL, 1796641567.785445, NULL);
INSERT INTO public.entries VALUES (204, 'a1bf0a8b01f1', 88, 'action', 'start m2', 1, NULL, 1796641567.787515, NULL);
INSERT INTO public.entries VALUES (205, 'a1bf0a8b01f1', 89, 'action', 'reveal-building b01', NULL, NULL, 1796641567.787515, NULL);
INSERT INTO public.entries VALUES (207, 'a1bf0a8b01f1', 90, 'action', 'start b28', 1, NULL, 1796641567.7902682, NULL);
INSERT INTO public.entries VALUES (208, 'a1bf0a8b01f1', 91, 'action', 'reveal-building b23', NULL, NULL, 1796641567.7902682, NULL);
INSERT INTO public.entries VALUES (210, 'a1bf0a8b01f1', 92, 'action', 'recruit w38', 1, NULL, 1796641567.7926817, NULL);
INSERT INTO public.entries VALUES (211, 'a1bf0a8b01f1', 93, 'action', 'reveal-worker w26', NULL, NULL, 1796641567.7926817, NULL);
INSERT INTO public.entries VALUES (213, 'a1bf0a8b01f1', 94, 'action', 'take-coins 3', 0, NULL, 1796641567.801419, NULL);
INSERT INTO public.entries VALUES (215, 'a1bf0a8b01f1', 95, 'action', 'buy-action', 0, NULL, 1796641567.8050058, NULL);
INSERT INTO public.entries VALUES (217, 'a1bf0a8b01f1', 96, 'action', 'send m5@b13', 0, NULL, 1796641567.8076706, NULL);
INSERT INTO public.entries VALUES (219, 'a1bf0a8b01f1', 97, 'action', 'recruit w16', 1, NULL, 1796641567.8097682, NULL);
INSERT INTO public.entries VALUES (220, 'a1bf0a8b01f1', 98, 'action', 'reveal-worker w13', NULL, NULL, 1796641567.8097682, NULL);
INSERT INTO public.entries VALUES (86, 'a1bf0a8b01f1', 46, 'action', 'recruit w41', 0, NULL, 1796641567.5609193, NULL);
INSERT INTO public.entries VALUES (87, 'a1bf0a8b01f1', 47, 'action', 'reveal-worker w36', NULL, NULL, 1796641567.5609193, NULL);
INSERT INTO public.entries VALUES (89, 'a1bf0a8b01f1', 48, 'action', 'buy-action', 1, NULL, 1796641567.563448, NULL);
INSERT INTO public.entries VALUES (91, 'a1bf0a8b01f1', 49, 'action', 'recruit w22', 1, NULL, 1796641567.5708563, NULL);
INSERT INTO public.entries VALUES (92, 'a1bf0a8b01f1', 50, 'action', 'reveal-worker w01', NULL, NULL, 1796641567.5708563, NULL);
INSERT INTO public.entries VALUES (98, 'a1bf0a8b01f1', 51, 'action', 'recruit w10', 1, NULL, 1796641567.5794027, NULL);
INSERT INTO public.entries VALUES (99, 'a1bf0a8b01f1', 52, 'action', 'reveal-worker w32', NULL, NULL, 1796641567.5794027, NULL);
INSERT INTO public.entries VALUES (101, '940a4632081a', 8, 'action', 'hire toolmaker-r1', 1, NULL, 1796641567.5853872, NULL);
INSERT INTO public.entries VALUES (103, '7f0bcdec9131', 39, 'action', 'take sand-2', 0, NULL, 1796641567.5884616, NULL);
INSERT INTO public.entries VALUES (106, 'a1bf0a8b01f1', 54, 'action', 'take-coins 3', 0, NULL, 1796641567.5946565, NULL);
INSERT INTO public.entries VALUES (108, 'a1bf0a8b01f1', 55, 'action', 'end', 0, NULL, 1796641567.5976856, NULL);
INSERT INTO public.entries VALUES (110, 'a1bf0a8b01f1', 56, 'action', 'take-coins 2', 1, NULL, 1796641567.600518, NULL);
INSERT INTO public.entries VALUES (112, 'a1bf0a8b01f1', 57, 'action', 'send w03@m1', 1, NULL, 1796641567.603844, NULL);
INSERT INTO public.entries VALUES (114, 'a1bf0a8b01f1', 58, 'action', 'buy-action', 1, NULL, 1796641567.6078355, NULL);
INSERT INTO public.entries VALUES (117, 'a1bf0a8b01f1', 59, 'action', 'recruit w31', 1, NULL, 1796641567.6116533, NULL);
INSERT INTO public.entries VALUES (118, 'a1bf0a8b01f1', 60, 'action', 'reveal-worker w16', NULL, NULL, 1796641567.6116533, NULL);
INSERT INTO public.entries VALUES (120, 'a1bf0a8b01f1', 61, 'action', 'take-coins 3', 0, NULL, 1796641567.6266916, NULL);
INSERT INTO public.entries VALUES (143, 'a1bf0a8b01f1', 65, 'action', 'start b30', 1, NULL, 1796641567.666473, NULL);
INSERT INTO public.entries VALUES (144, 'a1bf0a8b01f1', 66, 'action', 'reveal-building b12', NULL, NULL, 1796641567.666473, NULL);
INSERT INTO public.entries VALUES (146, '48f37f33eb81', 14, 'action', 'start b32', 1, NULL, 1796641567.6730509, NULL);
INSERT INTO public.entries VALUES (147, '48f37f33eb81', 15, 'action', 'reveal-building b23', NULL, NULL, 1796641567.6730509, NULL);
INSERT INTO public.entries VALUES (150, '7f0bcdec9131', 53, 'action', 'pass', 0, NULL, 1796641567.6774588, NULL);
INSERT INTO public.entries VALUES (151, '7f0bcdec9131', 54, 'action', 'draw-builder red', NULL, NULL, 1796641567.6774588, NULL);
INSERT INTO public.entries VALUES (154, 'a1bf0a8b01f1', 69, 'action', 'send w37@m5', 0, NULL, 1796641567.6965892, NULL);
INSERT INTO public.entries VALUES (156, '7f0bcdec9131', 55, 'action', 'keep', 1, NULL, 1796641567.7003286, NULL);
INSERT INTO public.entries VALUES (158, 'a1bf0a8b01f1', 70, 'action', 'send w17@b09', 0, NULL, 1796641567.7035701, NULL);
INSERT INTO public.entries VALUES (161, 'a1bf0a8b01f1', 71, 'action', 'send w34@b13', 0, NULL, 1796641567.7139564, NULL);
INSERT INTO public.entries VALUES (165, 'a1bf0a8b01f1', 72, 'action', 'start m4', 1, NULL, 1796641567.722192, NULL);
INSERT INTO public.entries VALUES (166, 'a1bf0a8b01f1', 73, 'action', 'reveal-building m2', NULL, NULL, 1796641567.722192, NULL);
INSERT INTO public.entries VALUES (169, '48f37f33eb81', 22, 'action', 'recruit w05', 0, NULL, 1796641567.7273877, NULL);
INSERT INTO public.entries VALUES (170, '48f37f33eb81', 23, 'action', 'reveal-worker w16', NULL, NULL, 1796641567.7273877, NULL);
INSERT INTO public.entries VALUES (173, '7f0bcdec9131', 61, 'action', 'return', 1, NULL, 1796641567.737408, NULL);
INSERT INTO public.entries VALUES (174, '7f0bcdec9131', 62, 'action', 'draw-builder blue', NULL, NULL, 1796641567.737408, NULL);
INSERT INTO public.entries VALUES (175, '48f37f33eb81', 24, 'action', 'recruit w40', 0, NULL, 1796641567.737408, NULL);
INSERT INTO public.entries VALUES (176, '48f37f33eb81', 25, 'action', 'reveal-worker w31', NULL, NULL, 1796641567.737408, NULL);
INSERT INTO public.entries VALUES (186, '7f0bcdec9131', 65, 'action', 'place shiring-2', 1, NULL, 1796641567.7620938, NULL);
INSERT INTO public.entries VALUES (187, 'e6dc12629a52', 3, 'action', 'take wood-3', 0, NULL, 1796641567.7620938, NULL);
INSERT INTO public.entries VALUES (190, '7f0bcdec9131', 66, 'action', 'place shiring-1', 0, NULL, 1796641567.7676473, NULL);
INSERT INTO public.entries VALUES (191, 'e6dc12629a52', 4, 'action', 'take stone-3', 1, NULL, 1796641567.7676473, NULL);
INSERT INTO public.entries VALUES (194, '7f0bcdec9131', 67, 'action', 'place kingsbridge-1', 0, NULL, 1796641567.7749817, NULL);
INSERT INTO public.entries VALUES (195, '7f0bcdec9131', 68, 'action', 'event teile', NULL, NULL, 1796641567.7749817, NULL);
INSERT INTO public.entries VALUES (197, '7f0bcdec9131', 69, 'action', 'lose mason-r1', 1, NULL, 1796641567.7804077, NULL);
INSERT INTO public.entries VALUES (199, '7f0bcdec9131', 70, 'action', 'lose mortar-mixer-r1', 0, NULL, 1796641567.7840743, NULL);
INSERT INTO public.entries VALUES (200, '7f0bcdec9131', 71, 'action', 'tax 3', NULL, NULL, 1796641567.7840743, NULL);
INSERT INTO public.entries VALUES (203, '7f0bcdec9131', 72, 'action', 'sell metal 1', 1, NULL, 1796641567.7866328, NULL);
INSERT INTO public.entries VALUES (206, '7f0bcdec9131', 73, 'action', 'buy sand 2', 1, NULL, 1796641567.788783, NULL);
INSERT INTO public.entries VALUES (209, '7f0bcdec9131', 74, 'action', 'sell stone 3', 1, NULL, 1796641567.7914646, NULL);
INSERT INTO public.entries VALUES (212, '7f0bcdec9131', 75, 'action', 'sell stone 3', 1, NULL, 1796641567.7940085, NULL);
INSERT INTO public.entries VALUES (214, '7f0bcdec9131', 76, 'action', 'sell wood 1', 1, NULL, 1796641567.8030515, NULL);
INSERT INTO public.entries VALUES (216, '7f0bcdec9131', 77, 'action', 'leave', 1, NULL, 1796641567.806365, NULL);
INSERT INTO public.entries VALUES (218, '7f0bcdec9131', 78, 'action', 'buy sand 2', 1, NULL, 1796641567.8088758, NULL);
INSERT INTO public.entries VALUES (221, '7f0bcdec9131', 79, 'action', 'leave', 1, NULL, 1796641567.813682, NULL);
INSERT INTO public.entries VALUES (225, '7f0bcdec9131', 80, 'action', 'use mortar-mixer 1', 1, NULL, 1796641567.8236191, NULL);
INSERT INTO public.entries VALUES (228, '7f0bcdec9131', 81, 'action', 'done', 1, NULL, 1796641567.834898, NULL);
INSERT INTO public.entries VALUES (230, '7f0bcdec9131', 82, 'action', 'use mason-r2 3', 0, NULL, 1796641567.8559597, NULL);
INSERT INTO public.entries VALUES (232, '7f0bcdec9131', 83, 'action', 'use potter-r2 2', 0, NULL, 1796641567.87121, NULL);
INSERT INTO public.entries VALUES (234, 'a1bf0a8b01f1', 104, 'action', 'start b15', 0, NULL, 1796641567.8869646, NULL);
INSERT INTO public.entries VALUES (235, 'a1bf0a8b01f1', 105, 'action', 'reveal-building b14', NULL, NULL, 1796641567.8869646, NULL);
INSERT INTO public.entries VALUES (241, 'a1bf0a8b01f1', 106, 'action', 'buy-action', 0, NULL, 1796641567.8935156, NULL);
INSERT INTO public.entries VALUES (243, 'a1bf0a8b01f1', 107, 'action', 'send w02@b08', 0, NULL, 1796641567.8973825, NULL);
INSERT INTO public.entries VALUES (245, 'a1bf0a8b01f1', 108, 'action', 'start b01', 1, NULL, 1796641567.901383, NULL);
INSERT INTO public.entries VALUES (246, 'a1bf0a8b01f1', 109, 'action', 'reveal-building b19', NULL, NULL, 1796641567.901383, NULL);
INSERT INTO public.entries VALUES (248, 'a1bf0a8b01f1', 110, 'action', 'start b14', 1, NULL, 1796641567.905375, NULL);
INSERT INTO public.entries VALUES (249, 'a1bf0a8b01f1', 111, 'action', 'reveal-building m7', NULL, NULL, 1796641567.905375, NULL);
INSERT INTO public.entries VALUES (252, 'a1bf0a8b01f1', 112, 'action', 'recruit w26', 1, NULL, 1796641567.9096463, NULL);
INSERT INTO public.entries VALUES (253, 'a1bf0a8b01f1', 113, 'action', 'reveal-worker w21', NULL, NULL, 1796641567.9096463, NULL);
INSERT INTO public.entries VALUES (255, 'a1bf0a8b01f1', 114, 'action', 'start b23', 0, NULL, 1796641567.9165533, NULL);
INSERT INTO public.entries VALUES (256, 'a1bf0a8b01f1', 115, 'action', 'reveal-building b18', NULL, NULL, 1796641567.9165533, NULL);
INSERT INTO public.entries VALUES (259, 'a1bf0a8b01f1', 116, 'action', 'send m5@b08', 0, NULL, 1796641567.9195518, NULL);
INSERT INTO public.entries VALUES (262, 'a1bf0a8b01f1', 117, 'action', 'recruit w27', 0, NULL, 1796641567.9251387, NULL);
INSERT INTO public.entries VALUES (263, 'a1bf0a8b01f1', 118, 'action', 'reveal-worker w25', NULL, NULL, 1796641567.9251387, NULL);
INSERT INTO public.entries VALUES (266, 'a1bf0a8b01f1', 119, 'action', 'recruit w39', 1, NULL, 1796641567.9283829, NULL);
INSERT INTO public.entries VALUES (267, 'a1bf0a8b01f1', 120, 'action', 'reveal-worker w29', NULL, NULL, 1796641567.9283829, NULL);
INSERT INTO public.entries VALUES (270, 'a1bf0a8b01f1', 121, 'action', 'start b19', 1, NULL, 1796641567.931897, NULL);
INSERT INTO public.entries VALUES (271, 'a1bf0a8b01f1', 122, 'action', 'reveal-building b10', NULL, NULL, 1796641567.931897, NULL);
INSERT INTO public.entries VALUES (274, 'a1bf0a8b01f1', 123, 'action', 'recruit w21', 1, NULL, 1796641567.9351158, NULL);
INSERT INTO public.entries VALUES (275, 'a1bf0a8b01f1', 124, 'action', 'reveal-worker w09', NULL, NULL, 1796641567.9351158, NULL);
INSERT INTO public.entries VALUES (278, 'e6dc12629a52', 9, 'action', 'pass', 0, NULL, 1796641567.9432487, NULL);
INSERT INTO public.entries VALUES (279, 'e6dc12629a52', 10, 'action', 'draw-builder red', NULL, NULL, 1796641567.9432487, NULL);
INSERT INTO public.entries VALUES (281, '7f0bcdec9131', 106, 'action', 'place court-1', 1, NULL, 1796641567.948018, NULL);
INSERT INTO public.entries VALUES (283, 'a1bf0a8b01f1', 126, 'action', 'buy-action', 0, NULL, 1796641567.953315, NULL);
INSERT INTO public.entries VALUES (284, '7f0bcdec9131', 107, 'action', 'place shiring-1', 0, NULL, 1796641567.953315, NULL);
INSERT INTO public.entries VALUES (287, 'a1bf0a8b01f1', 127, 'action', 'recruit w09', 0, NULL, 1796641567.9597225, NULL);
INSERT INTO public.entries VALUES (288, 'a1bf0a8b01f1', 128, 'action', 'reveal-worker w42', NULL, NULL, 1796641567.9597225, NULL);
INSERT INTO public.entries VALUES (290, 'a1bf0a8b01f1', 129, 'action', 'start b18', 1, NULL, 1796641567.9691658, NULL);
INSERT INTO public.entries VALUES (291, 'a1bf0a8b01f1', 130, 'action', 'reveal-building b07', NULL, NULL, 1796641567.9691658, NULL);
INSERT INTO public.entries VALUES (222, 'a1bf0a8b01f1', 99, 'action', 'start m8', 1, NULL, 1796641567.819418, NULL);
INSERT INTO public.entries VALUES (223, 'a1bf0a8b01f1', 100, 'action', 'reveal-building b04', NULL, NULL, 1796641567.819418, NULL);
INSERT INTO public.entries VALUES (224, 'e6dc12629a52', 5, 'action', 'hire woodworker-r1', 0, NULL, 1796641567.819418, NULL);
INSERT INTO public.entries VALUES (226, 'e6dc12629a52', 6, 'action', 'take sand-3', 1, NULL, 1796641567.829478, NULL);
INSERT INTO public.entries VALUES (227, 'a1bf0a8b01f1', 101, 'action', 'take-coins 1', 1, NULL, 1796641567.829478, NULL);
INSERT INTO public.entries VALUES (229, 'a1bf0a8b01f1', 102, 'action', 'send w02@b13', 0, NULL, 1796641567.853739, NULL);
INSERT INTO public.entries VALUES (231, 'a1bf0a8b01f1', 103, 'action', 'send w37@b29', 0, NULL, 1796641567.8694165, NULL);
INSERT INTO public.entries VALUES (233, 'e6dc12629a52', 7, 'action', 'hire toolmaker-r1', 0, NULL, 1796641567.8765776, NULL);
INSERT INTO public.entries VALUES (236, '7f0bcdec9131', 84, 'action', 'done', 0, NULL, 1796641567.8891468, NULL);
INSERT INTO public.entries VALUES (237, '7f0bcdec9131', 85, 'action', 'deal-privileges wollmesse+francis', NULL, NULL, 1796641567.8891468, NULL);
INSERT INTO public.entries VALUES (238, '7f0bcdec9131', 86, 'action', 'deal-shiring potter-r3+sculptor-r3', NULL, NULL, 1796641567.8891468, NULL);
INSERT INTO public.entries VALUES (239, '7f0bcdec9131', 87, 'action', 'set-aside sand-4+stone-4', NULL, NULL, 1796641567.8891468, NULL);
INSERT INTO public.entries VALUES (240, 'e6dc12629a52', 8, 'action', 'pass', 1, NULL, 1796641567.8891468, NULL);
INSERT INTO public.entries VALUES (242, '7f0bcdec9131', 88, 'action', 'take stone-3', 0, NULL, 1796641567.8951454, NULL);
INSERT INTO public.entries VALUES (244, '7f0bcdec9131', 89, 'action', 'pass', 1, NULL, 1796641567.8988647, NULL);
INSERT INTO public.entries VALUES (247, '7f0bcdec9131', 90, 'action', 'take wood-2', 0, NULL, 1796641567.902788, NULL);
INSERT INTO public.entries VALUES (250, '7f0bcdec9131', 91, 'action', 'pass', 0, NULL, 1796641567.9069397, NULL);
INSERT INTO public.entries VALUES (251, '7f0bcdec9131', 92, 'action', 'draw-builder blue', NULL, NULL, 1796641567.9069397, NULL);
INSERT INTO public.entries VALUES (254, '7f0bcdec9131', 93, 'action', 'keep', 0, NULL, 1796641567.9148905, NULL);
INSERT INTO public.entries VALUES (257, '7f0bcdec9131', 94, 'action', 'pass', 0, NULL, 1796641567.9180825, NULL);
INSERT INTO public.entries VALUES (258, '7f0bcdec9131', 95, 'action', 'draw-builder red', NULL, NULL, 1796641567.9180825, NULL);
INSERT INTO public.entries VALUES (260, '7f0bcdec9131', 96, 'action', 'return', 0, NULL, 1796641567.920876, NULL);
INSERT INTO public.entries VALUES (261, '7f0bcdec9131', 97, 'action', 'draw-builder red', NULL, NULL, 1796641567.920876, NULL);
INSERT INTO public.entries VALUES (264, '7f0bcdec9131', 98, 'action', 'place kingsbridge-1', 1, NULL, 1796641567.927569, NULL);
INSERT INTO public.entries VALUES (265, '7f0bcdec9131', 99, 'action', 'draw-builder red', NULL, NULL, 1796641567.927569, NULL);
INSERT INTO public.entries VALUES (268, '7f0bcdec9131', 100, 'action', 'place startplayer', 1, NULL, 1796641567.9302948, NULL);
INSERT INTO public.entries VALUES (269, '7f0bcdec9131', 101, 'action', 'draw-builder blue', NULL, NULL, 1796641567.9302948, NULL);
INSERT INTO public.entries VALUES (272, '7f0bcdec9131', 102, 'action', 'pass', 0, NULL, 1796641567.933578, NULL);
INSERT INTO public.entries VALUES (273, '7f0bcdec9131', 103, 'action', 'draw-builder blue', NULL, NULL, 1796641567.933578, NULL);
INSERT INTO public.entries VALUES (276, '7f0bcdec9131', 104, 'action', 'pass', 0, NULL, 1796641567.9366426, NULL);
INSERT INTO public.entries VALUES (277, '7f0bcdec9131', 105, 'action', 'draw-builder red', NULL, NULL, 1796641567.9366426, NULL);
INSERT INTO public.entries VALUES (280, 'a1bf0a8b01f1', 125, 'action', 'take-coins 3', 0, NULL, 1796641567.9466588, NULL);
INSERT INTO public.entries VALUES (282, 'e6dc12629a52', 11, 'action', 'keep', 0, NULL, 1796641567.9498084, NULL);
INSERT INTO public.entries VALUES (285, 'e6dc12629a52', 12, 'action', 'place shiring-2', 1, NULL, 1796641567.955487, NULL);
INSERT INTO public.entries VALUES (286, 'e6dc12629a52', 13, 'action', 'draw-builder blue', NULL, NULL, 1796641567.955487, NULL);
INSERT INTO public.entries VALUES (289, '7f0bcdec9131', 108, 'action', 'place shiring-2', 0, NULL, 1796641567.9617584, NULL);
INSERT INTO public.entries VALUES (292, '7f0bcdec9131', 109, 'action', 'place priory-1', 0, NULL, 1796641567.9741008, NULL);
INSERT INTO public.entries VALUES (293, '7f0bcdec9131', 110, 'action', 'event freiwilligen', NULL, NULL, 1796641567.9741008, NULL);
INSERT INTO public.entries VALUES (294, '7f0bcdec9131', 111, 'action', 'tax 3', NULL, NULL, 1796641567.9741008, NULL);
INSERT INTO public.entries VALUES (297, '7f0bcdec9131', 112, 'action', 'discard potter-r2', 0, NULL, 1796641567.9820633, NULL);
INSERT INTO public.entries VALUES (300, '7f0bcdec9131', 113, 'action', 'discard potter-r3', 0, NULL, 1796641567.985392, NULL);
INSERT INTO public.entries VALUES (302, '7f0bcdec9131', 114, 'action', 'use mason-r2 1', 0, NULL, 1796641567.9948485, NULL);
INSERT INTO public.entries VALUES (304, '7f0bcdec9131', 115, 'action', 'use sculptor-r3 1', 0, NULL, 1796641568.0010452, NULL);
INSERT INTO public.entries VALUES (307, '7f0bcdec9131', 116, 'action', 'use stonecutter 1', 0, NULL, 1796641568.0035558, NULL);
INSERT INTO public.entries VALUES (310, 'e6dc12629a52', 14, 'action', 'keep', 0, NULL, 1796641568.0086954, NULL);
INSERT INTO public.entries VALUES (312, 'a1bf0a8b01f1', 141, 'action', 'start b10', 1, NULL, 1796641568.0125082, NULL);
INSERT INTO public.entries VALUES (313, 'a1bf0a8b01f1', 142, 'action', 'reveal-building m6', NULL, NULL, 1796641568.0125082, NULL);
INSERT INTO public.entries VALUES (314, 'e6dc12629a52', 15, 'action', 'place archbishop', 0, NULL, 1796641568.0125082, NULL);
INSERT INTO public.entries VALUES (315, 'e6dc12629a52', 16, 'action', 'draw-builder blue', NULL, NULL, 1796641568.0125082, NULL);
INSERT INTO public.entries VALUES (317, 'e6dc12629a52', 17, 'action', 'return', 0, NULL, 1796641568.0223548, NULL);
INSERT INTO public.entries VALUES (318, 'e6dc12629a52', 18, 'action', 'draw-builder blue', NULL, NULL, 1796641568.0223548, NULL);
INSERT INTO public.entries VALUES (321, 'a1bf0a8b01f1', 143, 'action', 'send w06@b15', 0, NULL, 1796641568.0674381, NULL);
INSERT INTO public.entries VALUES (328, 'a1bf0a8b01f1', 144, 'action', 'start m3', 0, NULL, 1796641568.0710216, NULL);
INSERT INTO public.entries VALUES (329, 'a1bf0a8b01f1', 145, 'action', 'reveal-building b33', NULL, NULL, 1796641568.0710216, NULL);
INSERT INTO public.entries VALUES (332, '7f0bcdec9131', 123, 'action', 'take sand-3', 1, NULL, 1796641568.0746152, NULL);
INSERT INTO public.entries VALUES (335, '7f0bcdec9131', 124, 'action', 'take stone-4', 0, NULL, 1796641568.0892572, NULL);
INSERT INTO public.entries VALUES (337, 'a1bf0a8b01f1', 148, 'action', 'end', 0, NULL, 1796641568.0968978, NULL);
INSERT INTO public.entries VALUES (339, 'a1bf0a8b01f1', 149, 'action', 'recruit w29', 1, NULL, 1796641568.1013396, NULL);
INSERT INTO public.entries VALUES (340, 'a1bf0a8b01f1', 150, 'action', 'reveal-worker w35', NULL, NULL, 1796641568.1013396, NULL);
INSERT INTO public.entries VALUES (342, 'e6dc12629a52', 26, 'action', 'place startplayer', 0, NULL, 1796641568.1040595, NULL);
INSERT INTO public.entries VALUES (343, 'e6dc12629a52', 27, 'action', 'event koenig', NULL, NULL, 1796641568.1040595, NULL);
INSERT INTO public.entries VALUES (346, '7f0bcdec9131', 127, 'action', 'pass', 1, NULL, 1796641568.1085122, NULL);
INSERT INTO public.entries VALUES (349, 'a1bf0a8b01f1', 153, 'action', 'start b12', 1, NULL, 1796641568.1110327, NULL);
INSERT INTO public.entries VALUES (350, 'a1bf0a8b01f1', 154, 'action', 'reveal-building b20', NULL, NULL, 1796641568.1110327, NULL);
INSERT INTO public.entries VALUES (353, 'e6dc12629a52', 30, 'action', 'use woodworker-r1 2', 0, NULL, 1796641568.1174908, NULL);
INSERT INTO public.entries VALUES (355, 'a1bf0a8b01f1', 155, 'action', 'send w33@b09', 0, NULL, 1796641568.1723957, NULL);
INSERT INTO public.entries VALUES (357, '7f0bcdec9131', 130, 'action', 'return', 1, NULL, 1796641568.1764157, NULL);
INSERT INTO public.entries VALUES (358, '7f0bcdec9131', 131, 'action', 'draw-builder red', NULL, NULL, 1796641568.1764157, NULL);
INSERT INTO public.entries VALUES (360, 'e6dc12629a52', 33, 'action', 'use mortar-mixer 1', 1, NULL, 1796641568.224273, NULL);
INSERT INTO public.entries VALUES (363, 'a1bf0a8b01f1', 157, 'action', 'send m5@b23', 0, NULL, 1796641568.2717524, NULL);
INSERT INTO public.entries VALUES (368, '7f0bcdec9131', 134, 'action', 'pass', 0, NULL, 1796641568.2755086, NULL);
INSERT INTO public.entries VALUES (369, '7f0bcdec9131', 135, 'action', 'draw-builder red', NULL, NULL, 1796641568.2755086, NULL);
INSERT INTO public.entries VALUES (371, '7f0bcdec9131', 136, 'action', 'place archbishop', 1, NULL, 1796641568.2782161, NULL);
INSERT INTO public.entries VALUES (372, '7f0bcdec9131', 137, 'action', 'draw-builder red', NULL, NULL, 1796641568.2782161, NULL);
INSERT INTO public.entries VALUES (375, '7f0bcdec9131', 138, 'action', 'place startplayer', 1, NULL, 1796641568.2807353, NULL);
INSERT INTO public.entries VALUES (376, '7f0bcdec9131', 139, 'action', 'draw-builder blue', NULL, NULL, 1796641568.2807353, NULL);
INSERT INTO public.entries VALUES (378, '7f0bcdec9131', 140, 'action', 'pass', 0, NULL, 1796641568.2833593, NULL);
INSERT INTO public.entries VALUES (379, '7f0bcdec9131', 141, 'action', 'draw-builder blue', NULL, NULL, 1796641568.2833593, NULL);
INSERT INTO public.entries VALUES (381, 'a1bf0a8b01f1', 162, 'action', 'send w17@m3', 0, NULL, 1796641568.342738, NULL);
INSERT INTO public.entries VALUES (383, '7f0bcdec9131', 142, 'action', 'pass', 0, NULL, 1796641568.3493276, NULL);
INSERT INTO public.entries VALUES (385, 'a1bf0a8b01f1', 163, 'action', 'send w34@b23', 0, NULL, 1796641568.3853836, NULL);
INSERT INTO public.entries VALUES (387, '7f0bcdec9131', 143, 'action', 'place shiring-2', 0, NULL, 1796641568.389049, NULL);
INSERT INTO public.entries VALUES (390, '7f0bcdec9131', 144, 'action', 'place kingsbridge-2', 0, NULL, 1796641568.4175596, NULL);
INSERT INTO public.entries VALUES (392, 'a1bf0a8b01f1', 166, 'action', 'buy-action', 0, NULL, 1796641568.4393783, NULL);
INSERT INTO public.entries VALUES (395, 'e6dc12629a52', 43, 'action', 'hire architect-r2', 1, NULL, 1796641568.4447584, NULL);
INSERT INTO public.entries VALUES (397, 'e6dc12629a52', 44, 'action', 'pass', 1, NULL, 1796641568.466581, NULL);
INSERT INTO public.entries VALUES (295, 'a1bf0a8b01f1', 131, 'action', 'start m7', 1, NULL, 1796641567.9761422, NULL);
INSERT INTO public.entries VALUES (296, 'a1bf0a8b01f1', 132, 'action', 'reveal-building b05', NULL, NULL, 1796641567.9761422, NULL);
INSERT INTO public.entries VALUES (298, 'a1bf0a8b01f1', 133, 'action', 'recruit w13', 1, NULL, 1796641567.9837663, NULL);
INSERT INTO public.entries VALUES (299, 'a1bf0a8b01f1', 134, 'action', 'reveal-worker w33', NULL, NULL, 1796641567.9837663, NULL);
INSERT INTO public.entries VALUES (301, 'a1bf0a8b01f1', 135, 'action', 'take-coins 3', 0, NULL, 1796641567.9934137, NULL);
INSERT INTO public.entries VALUES (303, 'a1bf0a8b01f1', 136, 'action', 'end', 0, NULL, 1796641567.9995108, NULL);
INSERT INTO public.entries VALUES (305, 'a1bf0a8b01f1', 137, 'action', 'start b24', 1, NULL, 1796641568.0022938, NULL);
INSERT INTO public.entries VALUES (306, 'a1bf0a8b01f1', 138, 'action', 'reveal-building b31', NULL, NULL, 1796641568.0022938, NULL);
INSERT INTO public.entries VALUES (308, 'a1bf0a8b01f1', 139, 'action', 'start b04', 1, NULL, 1796641568.004713, NULL);
INSERT INTO public.entries VALUES (309, 'a1bf0a8b01f1', 140, 'action', 'reveal-building m3', NULL, NULL, 1796641568.004713, NULL);
INSERT INTO public.entries VALUES (311, '7f0bcdec9131', 117, 'action', 'use woodworker 1', 0, NULL, 1796641568.0097713, NULL);
INSERT INTO public.entries VALUES (316, '7f0bcdec9131', 118, 'action', 'done', 0, NULL, 1796641568.0139232, NULL);
INSERT INTO public.entries VALUES (319, 'e6dc12629a52', 19, 'action', 'pass', 0, NULL, 1796641568.0329425, NULL);
INSERT INTO public.entries VALUES (320, 'e6dc12629a52', 20, 'action', 'draw-builder red', NULL, NULL, 1796641568.0329425, NULL);
INSERT INTO public.entries VALUES (322, 'e6dc12629a52', 21, 'action', 'place kingsbridge-2', 1, NULL, 1796641568.068788, NULL);
INSERT INTO public.entries VALUES (323, 'e6dc12629a52', 22, 'action', 'draw-builder red', NULL, NULL, 1796641568.068788, NULL);
INSERT INTO public.entries VALUES (324, '7f0bcdec9131', 119, 'action', 'done', 1, NULL, 1796641568.068788, NULL);
INSERT INTO public.entries VALUES (325, '7f0bcdec9131', 120, 'action', 'deal-privileges richard+ellen', NULL, NULL, 1796641568.068788, NULL);
INSERT INTO public.entries VALUES (326, '7f0bcdec9131', 121, 'action', 'deal-shiring sculptor-r4+glassblower-r4', NULL, NULL, 1796641568.068788, NULL);
INSERT INTO public.entries VALUES (327, '7f0bcdec9131', 122, 'action', 'set-aside sand-4+stone-2', NULL, NULL, 1796641568.068788, NULL);
INSERT INTO public.entries VALUES (330, 'e6dc12629a52', 23, 'action', 'place shiring-1', 1, NULL, 1796641568.0729556, NULL);
INSERT INTO public.entries VALUES (331, 'e6dc12629a52', 24, 'action', 'draw-builder blue', NULL, NULL, 1796641568.0729556, NULL);
INSERT INTO public.entries VALUES (333, 'a1bf0a8b01f1', 146, 'action', 'recruit w33', 0, NULL, 1796641568.0875213, NULL);
INSERT INTO public.entries VALUES (334, 'a1bf0a8b01f1', 147, 'action', 'reveal-worker w05', NULL, NULL, 1796641568.0875213, NULL);
INSERT INTO public.entries VALUES (336, 'e6dc12629a52', 25, 'action', 'place castle', 0, NULL, 1796641568.0927, NULL);
INSERT INTO public.entries VALUES (338, '7f0bcdec9131', 125, 'action', 'take wood-3', 1, NULL, 1796641568.1004727, NULL);
INSERT INTO public.entries VALUES (341, '7f0bcdec9131', 126, 'action', 'take sand-2', 0, NULL, 1796641568.1027021, NULL);
INSERT INTO public.entries VALUES (344, 'a1bf0a8b01f1', 151, 'action', 'start b07', 1, NULL, 1796641568.105256, NULL);
INSERT INTO public.entries VALUES (345, 'a1bf0a8b01f1', 152, 'action', 'reveal-building b26', NULL, NULL, 1796641568.105256, NULL);
INSERT INTO public.entries VALUES (347, 'e6dc12629a52', 28, 'action', 'take-cube stone', 0, NULL, 1796641568.1095638, NULL);
INSERT INTO public.entries VALUES (348, 'e6dc12629a52', 29, 'action', 'tax 4', NULL, NULL, 1796641568.1095638, NULL);
INSERT INTO public.entries VALUES (351, '7f0bcdec9131', 128, 'action', 'pass', 0, NULL, 1796641568.1138926, NULL);
INSERT INTO public.entries VALUES (352, '7f0bcdec9131', 129, 'action', 'draw-builder red', NULL, NULL, 1796641568.1138926, NULL);
INSERT INTO public.entries VALUES (354, 'e6dc12629a52', 31, 'action', 'done', 0, NULL, 1796641568.1252453, NULL);
INSERT INTO public.entries VALUES (356, 'e6dc12629a52', 32, 'action', 'use mason-r1 2', 1, NULL, 1796641568.1749914, NULL);
INSERT INTO public.entries VALUES (359, 'a1bf0a8b01f1', 156, 'action', 'send w09@b08', 0, NULL, 1796641568.2220867, NULL);
INSERT INTO public.entries VALUES (361, '7f0bcdec9131', 132, 'action', 'place shiring-1', 1, NULL, 1796641568.2261202, NULL);
INSERT INTO public.entries VALUES (362, '7f0bcdec9131', 133, 'action', 'draw-builder blue', NULL, NULL, 1796641568.2261202, NULL);
INSERT INTO public.entries VALUES (364, 'e6dc12629a52', 34, 'action', 'done', 1, NULL, 1796641568.2738726, NULL);
INSERT INTO public.entries VALUES (365, 'e6dc12629a52', 35, 'action', 'deal-privileges tom+richard', NULL, NULL, 1796641568.2738726, NULL);
INSERT INTO public.entries VALUES (366, 'e6dc12629a52', 36, 'action', 'deal-shiring mason-r2+carpenter-r2', NULL, NULL, 1796641568.2738726, NULL);
INSERT INTO public.entries VALUES (367, 'e6dc12629a52', 37, 'action', 'set-aside sand-3+stone-4', NULL, NULL, 1796641568.2738726, NULL);
INSERT INTO public.entries VALUES (370, 'a1bf0a8b01f1', 158, 'action', 'end', 0, NULL, 1796641568.2768865, NULL);
INSERT INTO public.entries VALUES (373, 'a1bf0a8b01f1', 159, 'action', 'start b26', 1, NULL, 1796641568.2794518, NULL);
INSERT INTO public.entries VALUES (374, 'a1bf0a8b01f1', 160, 'action', 'reveal-building b16', NULL, NULL, 1796641568.2794518, NULL);
INSERT INTO public.entries VALUES (377, 'a1bf0a8b01f1', 161, 'action', 'end', 1, NULL, 1796641568.2821965, NULL);
INSERT INTO public.entries VALUES (380, 'e6dc12629a52', 38, 'action', 'take stone-3', 0, NULL, 1796641568.2972622, NULL);
INSERT INTO public.entries VALUES (382, 'e6dc12629a52', 39, 'action', 'take wood-4', 1, NULL, 1796641568.3451426, NULL);
INSERT INTO public.entries VALUES (384, 'e6dc12629a52', 40, 'action', 'take wood-3', 0, NULL, 1796641568.3655677, NULL);
INSERT INTO public.entries VALUES (386, 'e6dc12629a52', 41, 'action', 'take wood-2', 1, NULL, 1796641568.387334, NULL);
INSERT INTO public.entries VALUES (388, 'a1bf0a8b01f1', 164, 'action', 'start b31', 0, NULL, 1796641568.412342, NULL);
INSERT INTO public.entries VALUES (389, 'a1bf0a8b01f1', 165, 'action', 'reveal-building b11', NULL, NULL, 1796641568.412342, NULL);
INSERT INTO public.entries VALUES (391, 'e6dc12629a52', 42, 'action', 'pass', 0, NULL, 1796641568.4350367, NULL);
INSERT INTO public.entries VALUES (393, '7f0bcdec9131', 145, 'action', 'place priory-1', 0, NULL, 1796641568.4431164, NULL);
INSERT INTO public.entries VALUES (394, '7f0bcdec9131', 146, 'action', 'event kalte-winter', NULL, NULL, 1796641568.4431164, NULL);
INSERT INTO public.entries VALUES (396, 'a1bf0a8b01f1', 167, 'action', 'send w12@b29', 0, NULL, 1796641568.4640107, NULL);
INSERT INTO public.entries VALUES (401, 'a1bf0a8b01f1', 168, 'action', 'start b20', 1, NULL, 1796641568.472775, NULL);
INSERT INTO public.entries VALUES (402, 'a1bf0a8b01f1', 169, 'action', 'reveal-building b25', NULL, NULL, 1796641568.472775, NULL);
INSERT INTO public.entries VALUES (404, 'a1bf0a8b01f1', 170, 'action', 'start b05', 1, NULL, 1796641568.4777644, NULL);
INSERT INTO public.entries VALUES (405, 'a1bf0a8b01f1', 171, 'action', 'reveal-building b03', NULL, NULL, 1796641568.4777644, NULL);
INSERT INTO public.entries VALUES (407, 'a1bf0a8b01f1', 172, 'action', 'recruit w35', 1, NULL, 1796641568.4818745, NULL);
INSERT INTO public.entries VALUES (408, 'a1bf0a8b01f1', 173, 'action', 'reveal-worker w20', NULL, NULL, 1796641568.4818745, NULL);
INSERT INTO public.entries VALUES (410, 'e6dc12629a52', 46, 'action', 'keep', 0, NULL, 1796641568.4946752, NULL);
INSERT INTO public.entries VALUES (412, 'e6dc12629a52', 47, 'action', 'pass', 1, NULL, 1796641568.5254037, NULL);
INSERT INTO public.entries VALUES (413, 'e6dc12629a52', 48, 'action', 'draw-builder red', NULL, NULL, 1796641568.5254037, NULL);
INSERT INTO public.entries VALUES (415, 'e6dc12629a52', 49, 'action', 'keep', 0, NULL, 1796641568.5652285, NULL);
INSERT INTO public.entries VALUES (418, '7f0bcdec9131', 153, 'action', 'done', 1, NULL, 1796641568.571386, NULL);
INSERT INTO public.entries VALUES (421, 'e6dc12629a52', 52, 'action', 'return', 0, NULL, 1796641568.5772126, NULL);
INSERT INTO public.entries VALUES (422, 'e6dc12629a52', 53, 'action', 'draw-builder blue', NULL, NULL, 1796641568.5772126, NULL);
INSERT INTO public.entries VALUES (425, 'e6dc12629a52', 56, 'action', 'place castle', 0, NULL, 1796641568.601277, NULL);
INSERT INTO public.entries VALUES (426, 'e6dc12629a52', 57, 'action', 'draw-builder blue', NULL, NULL, 1796641568.601277, NULL);
INSERT INTO public.entries VALUES (428, 'e6dc12629a52', 58, 'action', 'pass', 0, NULL, 1796641568.6184905, NULL);
INSERT INTO public.entries VALUES (429, 'e6dc12629a52', 59, 'action', 'draw-builder red', NULL, NULL, 1796641568.6184905, NULL);
INSERT INTO public.entries VALUES (431, 'a1bf0a8b01f1', 178, 'action', 'buy-action', 0, NULL, 1796641568.6571324, NULL);
INSERT INTO public.entries VALUES (433, '7f0bcdec9131', 155, 'action', 'done', 0, NULL, 1796641568.6634235, NULL);
INSERT INTO public.entries VALUES (434, '7f0bcdec9131', 156, 'action', 'deal-privileges otto+prior-philip', NULL, NULL, 1796641568.6634235, NULL);
INSERT INTO public.entries VALUES (435, '7f0bcdec9131', 157, 'action', 'deal-shiring carpenter-r5+glassblower-r5', NULL, NULL, 1796641568.6634235, NULL);
INSERT INTO public.entries VALUES (436, '7f0bcdec9131', 158, 'action', 'set-aside sand-3+stone-4', NULL, NULL, 1796641568.6634235, NULL);
INSERT INTO public.entries VALUES (437, '7f0bcdec9131', 159, 'action', 'event konflikt', NULL, NULL, 1796641568.6634235, NULL);
INSERT INTO public.entries VALUES (439, 'a1bf0a8b01f1', 179, 'action', 'send w17@b29', 0, NULL, 1796641568.6685567, NULL);
INSERT INTO public.entries VALUES (441, 'e6dc12629a52', 62, 'action', 'place priory-1', 1, NULL, 1796641568.6720748, NULL);
INSERT INTO public.entries VALUES (443, '7f0bcdec9131', 161, 'action', 'take sand-2', 0, NULL, 1796641568.6743636, NULL);
INSERT INTO public.entries VALUES (446, 'e6dc12629a52', 65, 'action', 'decline', 0, NULL, 1796641568.7059336, NULL);
INSERT INTO public.entries VALUES (447, 'e6dc12629a52', 66, 'action', 'tax 3', NULL, NULL, 1796641568.7059336, NULL);
INSERT INTO public.entries VALUES (450, 'e6dc12629a52', 67, 'action', 'discard architect-r2', 1, NULL, 1796641568.713626, NULL);
INSERT INTO public.entries VALUES (451, '7f0bcdec9131', 162, 'action', 'take sand-4', 1, NULL, 1796641568.713626, NULL);
INSERT INTO public.entries VALUES (398, 'e6dc12629a52', 45, 'action', 'draw-builder red', NULL, NULL, 1796641568.466581, NULL);
INSERT INTO public.entries VALUES (399, '7f0bcdec9131', 147, 'action', 'take-cube stone', 1, NULL, 1796641568.466581, NULL);
INSERT INTO public.entries VALUES (400, '7f0bcdec9131', 148, 'action', 'tax 2', NULL, NULL, 1796641568.466581, NULL);
INSERT INTO public.entries VALUES (403, '7f0bcdec9131', 149, 'action', 'discard glassblower-r4', 0, NULL, 1796641568.4761198, NULL);
INSERT INTO public.entries VALUES (406, '7f0bcdec9131', 150, 'action', 'use carpenter-r2 1', 1, NULL, 1796641568.4800744, NULL);
INSERT INTO public.entries VALUES (409, '7f0bcdec9131', 151, 'action', 'use mortar-mixer 1', 1, NULL, 1796641568.483894, NULL);
INSERT INTO public.entries VALUES (411, 'a1bf0a8b01f1', 174, 'action', 'send w09@b31', 0, NULL, 1796641568.5234773, NULL);
INSERT INTO public.entries VALUES (414, '7f0bcdec9131', 152, 'action', 'use sculptor-r4 1', 1, NULL, 1796641568.5292957, NULL);
INSERT INTO public.entries VALUES (416, 'a1bf0a8b01f1', 175, 'action', 'recruit w20', 0, NULL, 1796641568.5690992, NULL);
INSERT INTO public.entries VALUES (417, 'a1bf0a8b01f1', 176, 'action', 'reveal-worker w19', NULL, NULL, 1796641568.5690992, NULL);
INSERT INTO public.entries VALUES (419, 'e6dc12629a52', 50, 'action', 'pass', 1, NULL, 1796641568.572747, NULL);
INSERT INTO public.entries VALUES (420, 'e6dc12629a52', 51, 'action', 'draw-builder blue', NULL, NULL, 1796641568.572747, NULL);
INSERT INTO public.entries VALUES (423, 'e6dc12629a52', 54, 'action', 'place court-1', 0, NULL, 1796641568.5852692, NULL);
INSERT INTO public.entries VALUES (424, 'e6dc12629a52', 55, 'action', 'draw-builder blue', NULL, NULL, 1796641568.5852692, NULL);
INSERT INTO public.entries VALUES (427, 'a1bf0a8b01f1', 177, 'action', 'send m3@b23', 0, NULL, 1796641568.6138585, NULL);
INSERT INTO public.entries VALUES (430, '7f0bcdec9131', 154, 'action', 'use sculptor-r3 1', 0, NULL, 1796641568.6258042, NULL);
INSERT INTO public.entries VALUES (432, 'e6dc12629a52', 60, 'action', 'place shiring-1', 1, NULL, 1796641568.660137, NULL);
INSERT INTO public.entries VALUES (438, 'e6dc12629a52', 61, 'action', 'place shiring-2', 1, NULL, 1796641568.6655898, NULL);
INSERT INTO public.entries VALUES (440, '7f0bcdec9131', 160, 'action', 'take stone-2', 1, NULL, 1796641568.6703227, NULL);
INSERT INTO public.entries VALUES (442, 'a1bf0a8b01f1', 180, 'action', 'buy-action', 0, NULL, 1796641568.6735864, NULL);
INSERT INTO public.entries VALUES (444, 'e6dc12629a52', 63, 'action', 'place archbishop', 0, NULL, 1796641568.6882029, NULL);
INSERT INTO public.entries VALUES (445, 'e6dc12629a52', 64, 'action', 'event philip', NULL, NULL, 1796641568.6882029, NULL);
INSERT INTO public.entries VALUES (448, 'a1bf0a8b01f1', 181, 'action', 'start b25', 0, NULL, 1796641568.7097092, NULL);
INSERT INTO public.entries VALUES (449, 'a1bf0a8b01f1', 182, 'action', 'reveal-building b17', NULL, NULL, 1796641568.7097092, NULL);
INSERT INTO public.entries VALUES (452, 'a1bf0a8b01f1', 183, 'action', 'end', 0, NULL, 1796641568.7154472, NULL);
INSERT INTO public.entries VALUES (455, 'a1bf0a8b01f1', 184, 'action', 'recruit w05', 1, NULL, 1796641568.7195632, NULL);
INSERT INTO public.entries VALUES (456, 'a1bf0a8b01f1', 185, 'action', 'reveal-worker w23', NULL, NULL, 1796641568.7195632, NULL);
INSERT INTO public.entries VALUES (458, 'a1bf0a8b01f1', 186, 'action', 'send w05@m1', 1, NULL, 1796641568.7228665, NULL);
INSERT INTO public.entries VALUES (460, 'a1bf0a8b01f1', 187, 'action', 'recruit w25', 1, NULL, 1796641568.7261174, NULL);
INSERT INTO public.entries VALUES (461, 'a1bf0a8b01f1', 188, 'action', 'reveal-worker w14', NULL, NULL, 1796641568.7261174, NULL);
INSERT INTO public.entries VALUES (466, '7f0bcdec9131', 170, 'action', 'place kingsbridge-1', 1, NULL, 1796641568.7367005, NULL);
INSERT INTO public.entries VALUES (467, '7f0bcdec9131', 171, 'action', 'draw-builder blue', NULL, NULL, 1796641568.7367005, NULL);
INSERT INTO public.entries VALUES (470, '7f0bcdec9131', 174, 'action', 'pass', 0, NULL, 1796641568.7404716, NULL);
INSERT INTO public.entries VALUES (471, '7f0bcdec9131', 175, 'action', 'draw-builder red', NULL, NULL, 1796641568.7404716, NULL);
INSERT INTO public.entries VALUES (474, '7f0bcdec9131', 178, 'action', 'pass', 0, NULL, 1796641568.743914, NULL);
INSERT INTO public.entries VALUES (475, '7f0bcdec9131', 179, 'action', 'draw-builder red', NULL, NULL, 1796641568.743914, NULL);
INSERT INTO public.entries VALUES (477, '7f0bcdec9131', 181, 'action', 'place archbishop', 0, NULL, 1796641568.7471597, NULL);
INSERT INTO public.entries VALUES (479, '7f0bcdec9131', 183, 'action', 'place shiring-2', 0, NULL, 1796641568.7505808, NULL);
INSERT INTO public.entries VALUES (482, '7f0bcdec9131', 186, 'action', 'discard stonecutter', 1, NULL, 1796641568.755215, NULL);
INSERT INTO public.entries VALUES (484, '7f0bcdec9131', 188, 'action', 'sell metal 1', 1, NULL, 1796641568.7588718, NULL);
INSERT INTO public.entries VALUES (486, '7f0bcdec9131', 190, 'action', 'buy wood 2', 1, NULL, 1796641568.7618256, NULL);
INSERT INTO public.entries VALUES (488, '7f0bcdec9131', 192, 'action', 'leave', 1, NULL, 1796641568.7657046, NULL);
INSERT INTO public.entries VALUES (490, '7f0bcdec9131', 193, 'action', 'use sculptor-r4 1', 1, NULL, 1796641568.7687588, NULL);
INSERT INTO public.entries VALUES (492, '7f0bcdec9131', 195, 'action', 'use carpenter-r5 1', 1, NULL, 1796641568.772848, NULL);
INSERT INTO public.entries VALUES (494, '7f0bcdec9131', 196, 'action', 'done', 1, NULL, 1796641568.7757666, NULL);
INSERT INTO public.entries VALUES (496, 'e6dc12629a52', 71, 'action', 'use toolmaker-r1 1', 0, NULL, 1796641568.7812588, NULL);
INSERT INTO public.entries VALUES (498, 'e6dc12629a52', 72, 'action', 'use woodworker 1', 0, NULL, 1796641568.7894366, NULL);
INSERT INTO public.entries VALUES (500, 'e6dc12629a52', 73, 'action', 'done', 0, NULL, 1796641568.795258, NULL);
INSERT INTO public.entries VALUES (502, 'e6dc12629a52', 74, 'action', 'use carpenter-r2 2', 1, NULL, 1796641568.8019032, NULL);
INSERT INTO public.entries VALUES (507, 'e6dc12629a52', 75, 'action', 'use woodworker 2', 1, NULL, 1796641568.8063529, NULL);
INSERT INTO public.entries VALUES (509, 'e6dc12629a52', 76, 'action', 'use mason-r1 1', 1, NULL, 1796641568.8113663, NULL);
INSERT INTO public.entries VALUES (511, 'e6dc12629a52', 77, 'action', 'done', 1, NULL, 1796641568.8142953, NULL);
INSERT INTO public.entries VALUES (512, 'e6dc12629a52', 78, 'action', 'deal-privileges ellen+steuerfreiheit', NULL, NULL, 1796641568.8142953, NULL);
INSERT INTO public.entries VALUES (513, 'e6dc12629a52', 79, 'action', 'deal-shiring potter-r3+sculptor-r3', NULL, NULL, 1796641568.8142953, NULL);
INSERT INTO public.entries VALUES (514, 'e6dc12629a52', 80, 'action', 'set-aside sand-2+stone-2', NULL, NULL, 1796641568.8142953, NULL);
INSERT INTO public.entries VALUES (516, 'e6dc12629a52', 81, 'action', 'take wood-4', 1, NULL, 1796641568.8182797, NULL);
INSERT INTO public.entries VALUES (518, '7f0bcdec9131', 209, 'action', 'take sand-2', 0, NULL, 1796641568.821862, NULL);
INSERT INTO public.entries VALUES (521, '7f0bcdec9131', 212, 'action', 'return', 0, NULL, 1796641568.8258107, NULL);
INSERT INTO public.entries VALUES (522, '7f0bcdec9131', 213, 'action', 'draw-builder red', NULL, NULL, 1796641568.8258107, NULL);
INSERT INTO public.entries VALUES (525, '7f0bcdec9131', 216, 'action', 'pass', 0, NULL, 1796641568.8297122, NULL);
INSERT INTO public.entries VALUES (526, '7f0bcdec9131', 217, 'action', 'draw-builder red', NULL, NULL, 1796641568.8297122, NULL);
INSERT INTO public.entries VALUES (529, '7f0bcdec9131', 220, 'action', 'pass', 1, NULL, 1796641568.8383927, NULL);
INSERT INTO public.entries VALUES (530, '7f0bcdec9131', 221, 'action', 'draw-builder blue', NULL, NULL, 1796641568.8383927, NULL);
INSERT INTO public.entries VALUES (533, '7f0bcdec9131', 224, 'action', 'pass', 0, NULL, 1796641568.8432066, NULL);
INSERT INTO public.entries VALUES (535, '7f0bcdec9131', 226, 'action', 'place shiring-1', 0, NULL, 1796641568.8505383, NULL);
INSERT INTO public.entries VALUES (537, '7f0bcdec9131', 227, 'action', 'place market-1', 1, NULL, 1796641568.858768, NULL);
INSERT INTO public.entries VALUES (539, '7f0bcdec9131', 228, 'action', 'place priory-1', 0, NULL, 1796641568.8638818, NULL);
INSERT INTO public.entries VALUES (542, '7f0bcdec9131', 231, 'action', 'discard glassblower-r5', 0, NULL, 1796641568.8750875, NULL);
INSERT INTO public.entries VALUES (544, '7f0bcdec9131', 233, 'action', 'sell wood 1', 1, NULL, 1796641568.8823664, NULL);
INSERT INTO public.entries VALUES (546, '7f0bcdec9131', 235, 'action', 'leave', 1, NULL, 1796641568.8873088, NULL);
INSERT INTO public.entries VALUES (548, '7f0bcdec9131', 237, 'action', 'use bellmaker-r6 1', 0, NULL, 1796641568.891996, NULL);
INSERT INTO public.entries VALUES (550, '7f0bcdec9131', 239, 'action', 'done', 0, NULL, 1796641568.8958473, NULL);
INSERT INTO public.entries VALUES (552, '7f0bcdec9131', 241, 'action', 'use mortar-mixer 1', 1, NULL, 1796641568.899518, NULL);
INSERT INTO public.entries VALUES (555, 'e6dc12629a52', 85, 'action', 'pass', 1, NULL, 1796641568.919984, NULL);
INSERT INTO public.entries VALUES (558, 'e6dc12629a52', 88, 'action', 'return', 1, NULL, 1796641568.97899, NULL);
INSERT INTO public.entries VALUES (559, 'e6dc12629a52', 89, 'action', 'draw-builder blue', NULL, NULL, 1796641568.97899, NULL);
INSERT INTO public.entries VALUES (562, 'e6dc12629a52', 92, 'action', 'pass', 1, NULL, 1796641569.0357943, NULL);
INSERT INTO public.entries VALUES (563, 'e6dc12629a52', 93, 'action', 'draw-builder blue', NULL, NULL, 1796641569.0357943, NULL);
INSERT INTO public.entries VALUES (566, 'e6dc12629a52', 96, 'action', 'pass', 1, NULL, 1796641569.0955224, NULL);
INSERT INTO public.entries VALUES (567, 'e6dc12629a52', 97, 'action', 'draw-builder red', NULL, NULL, 1796641569.0955224, NULL);
INSERT INTO public.entries VALUES (570, 'e6dc12629a52', 100, 'action', 'place court-1', 0, NULL, 1796641569.148704, NULL);
INSERT INTO public.entries VALUES (572, 'e6dc12629a52', 102, 'action', 'place shiring-2', 1, NULL, 1796641569.1561801, NULL);
INSERT INTO public.entries VALUES (576, 'e6dc12629a52', 106, 'action', 'discard mason-r1', 1, NULL, 1796641569.1616807, NULL);
INSERT INTO public.entries VALUES (578, 'e6dc12629a52', 108, 'action', 'use carpenter-r2 2', 1, NULL, 1796641569.1644468, NULL);
INSERT INTO public.entries VALUES (580, 'e6dc12629a52', 110, 'action', 'done', 1, NULL, 1796641569.1671598, NULL);
INSERT INTO public.entries VALUES (453, 'e6dc12629a52', 68, 'action', 'discard mason-r2', 1, NULL, 1796641568.7177258, NULL);
INSERT INTO public.entries VALUES (454, '7f0bcdec9131', 163, 'action', 'take wood-3', 0, NULL, 1796641568.7177258, NULL);
INSERT INTO public.entries VALUES (457, '7f0bcdec9131', 164, 'action', 'pass', 1, NULL, 1796641568.7213447, NULL);
INSERT INTO public.entries VALUES (459, '7f0bcdec9131', 165, 'action', 'take wood-2', 0, NULL, 1796641568.7245822, NULL);
INSERT INTO public.entries VALUES (462, '7f0bcdec9131', 166, 'action', 'pass', 0, NULL, 1796641568.7278035, NULL);
INSERT INTO public.entries VALUES (463, '7f0bcdec9131', 167, 'action', 'draw-builder blue', NULL, NULL, 1796641568.7278035, NULL);
INSERT INTO public.entries VALUES (464, '7f0bcdec9131', 168, 'action', 'return', 1, NULL, 1796641568.7346025, NULL);
INSERT INTO public.entries VALUES (465, '7f0bcdec9131', 169, 'action', 'draw-builder red', NULL, NULL, 1796641568.7346025, NULL);
INSERT INTO public.entries VALUES (468, '7f0bcdec9131', 172, 'action', 'pass', 0, NULL, 1796641568.7386975, NULL);
INSERT INTO public.entries VALUES (469, '7f0bcdec9131', 173, 'action', 'draw-builder blue', NULL, NULL, 1796641568.7386975, NULL);
INSERT INTO public.entries VALUES (472, '7f0bcdec9131', 176, 'action', 'place shiring-1', 1, NULL, 1796641568.7421935, NULL);
INSERT INTO public.entries VALUES (473, '7f0bcdec9131', 177, 'action', 'draw-builder blue', NULL, NULL, 1796641568.7421935, NULL);
INSERT INTO public.entries VALUES (476, '7f0bcdec9131', 180, 'action', 'place market-1', 1, NULL, 1796641568.7455544, NULL);
INSERT INTO public.entries VALUES (478, '7f0bcdec9131', 182, 'action', 'place startplayer', 0, NULL, 1796641568.748655, NULL);
INSERT INTO public.entries VALUES (480, '7f0bcdec9131', 184, 'action', 'protect', 0, NULL, 1796641568.7533617, NULL);
INSERT INTO public.entries VALUES (481, '7f0bcdec9131', 185, 'action', 'tax 3', NULL, NULL, 1796641568.7533617, NULL);
INSERT INTO public.entries VALUES (483, '7f0bcdec9131', 187, 'action', 'discard stonecutter', 0, NULL, 1796641568.7572675, NULL);
INSERT INTO public.entries VALUES (485, '7f0bcdec9131', 189, 'action', 'sell sand 1', 1, NULL, 1796641568.7603326, NULL);
INSERT INTO public.entries VALUES (487, '7f0bcdec9131', 191, 'action', 'sell sand 2', 1, NULL, 1796641568.7641978, NULL);
INSERT INTO public.entries VALUES (489, 'e6dc12629a52', 69, 'action', 'use stonecutter 1', 0, NULL, 1796641568.7671487, NULL);
INSERT INTO public.entries VALUES (491, '7f0bcdec9131', 194, 'action', 'use carpenter-r2 2', 1, NULL, 1796641568.7713106, NULL);
INSERT INTO public.entries VALUES (493, 'e6dc12629a52', 70, 'action', 'use woodworker-r1 1', 0, NULL, 1796641568.774769, NULL);
INSERT INTO public.entries VALUES (495, '7f0bcdec9131', 197, 'action', 'use mortar-mixer 1', 0, NULL, 1796641568.7782772, NULL);
INSERT INTO public.entries VALUES (497, '7f0bcdec9131', 198, 'action', 'use sculptor-r3 1', 0, NULL, 1796641568.7835433, NULL);
INSERT INTO public.entries VALUES (499, '7f0bcdec9131', 199, 'action', 'use woodworker 3', 0, NULL, 1796641568.7910645, NULL);
INSERT INTO public.entries VALUES (501, '7f0bcdec9131', 200, 'action', 'use mason-r2 1', 0, NULL, 1796641568.797677, NULL);
INSERT INTO public.entries VALUES (503, '7f0bcdec9131', 201, 'action', 'done', 0, NULL, 1796641568.8041122, NULL);
INSERT INTO public.entries VALUES (504, '7f0bcdec9131', 202, 'action', 'deal-shiring bellmaker-r6+goldsmith-r6', NULL, NULL, 1796641568.8041122, NULL);
INSERT INTO public.entries VALUES (505, '7f0bcdec9131', 203, 'action', 'set-aside wood-2+stone-4', NULL, NULL, 1796641568.8041122, NULL);
INSERT INTO public.entries VALUES (506, '7f0bcdec9131', 204, 'action', 'event erzbischof', NULL, NULL, 1796641568.8041122, NULL);
INSERT INTO public.entries VALUES (508, '7f0bcdec9131', 205, 'action', 'take sand-3', 0, NULL, 1796641568.808173, NULL);
INSERT INTO public.entries VALUES (510, '7f0bcdec9131', 206, 'action', 'take stone-3', 1, NULL, 1796641568.8124537, NULL);
INSERT INTO public.entries VALUES (515, '7f0bcdec9131', 207, 'action', 'take stone-2', 0, NULL, 1796641568.8165028, NULL);
INSERT INTO public.entries VALUES (517, '7f0bcdec9131', 208, 'action', 'pass', 1, NULL, 1796641568.819864, NULL);
INSERT INTO public.entries VALUES (519, '7f0bcdec9131', 210, 'action', 'pass', 0, NULL, 1796641568.823741, NULL);
INSERT INTO public.entries VALUES (520, '7f0bcdec9131', 211, 'action', 'draw-builder blue', NULL, NULL, 1796641568.823741, NULL);
INSERT INTO public.entries VALUES (523, '7f0bcdec9131', 214, 'action', 'pass', 1, NULL, 1796641568.8277752, NULL);
INSERT INTO public.entries VALUES (524, '7f0bcdec9131', 215, 'action', 'draw-builder blue', NULL, NULL, 1796641568.8277752, NULL);
INSERT INTO public.entries VALUES (527, '7f0bcdec9131', 218, 'action', 'place kingsbridge-1', 1, NULL, 1796641568.8318012, NULL);
INSERT INTO public.entries VALUES (528, '7f0bcdec9131', 219, 'action', 'draw-builder red', NULL, NULL, 1796641568.8318012, NULL);
INSERT INTO public.entries VALUES (531, '7f0bcdec9131', 222, 'action', 'pass', 0, NULL, 1796641568.8411274, NULL);
INSERT INTO public.entries VALUES (532, '7f0bcdec9131', 223, 'action', 'draw-builder blue', NULL, NULL, 1796641568.8411274, NULL);
INSERT INTO public.entries VALUES (534, '7f0bcdec9131', 225, 'action', 'place shiring-2', 1, NULL, 1796641568.845048, NULL);
INSERT INTO public.entries VALUES (536, 'e6dc12629a52', 82, 'action', 'take sand-3', 0, NULL, 1796641568.855563, NULL);
INSERT INTO public.entries VALUES (538, 'e6dc12629a52', 83, 'action', 'take wood-2', 1, NULL, 1796641568.8623476, NULL);
INSERT INTO public.entries VALUES (540, '7f0bcdec9131', 229, 'action', 'place court-1', 0, NULL, 1796641568.8699193, NULL);
INSERT INTO public.entries VALUES (541, '7f0bcdec9131', 230, 'action', 'tax 3', NULL, NULL, 1796641568.8699193, NULL);
INSERT INTO public.entries VALUES (543, '7f0bcdec9131', 232, 'action', 'discard carpenter-r5', 1, NULL, 1796641568.8774602, NULL);
INSERT INTO public.entries VALUES (545, '7f0bcdec9131', 234, 'action', 'buy sand 2', 1, NULL, 1796641568.8849041, NULL);
INSERT INTO public.entries VALUES (547, '7f0bcdec9131', 236, 'action', 'use sculptor-r3 2', 0, NULL, 1796641568.8898995, NULL);
INSERT INTO public.entries VALUES (549, '7f0bcdec9131', 238, 'action', 'use mortar-mixer 1', 0, NULL, 1796641568.893997, NULL);
INSERT INTO public.entries VALUES (551, '7f0bcdec9131', 240, 'action', 'use sculptor-r4 2', 1, NULL, 1796641568.8976934, NULL);
INSERT INTO public.entries VALUES (553, '7f0bcdec9131', 242, 'action', 'done', 1, NULL, 1796641568.9013324, NULL);
INSERT INTO public.entries VALUES (554, 'e6dc12629a52', 84, 'action', 'take wood-3', 0, NULL, 1796641568.9141319, NULL);
INSERT INTO public.entries VALUES (556, 'e6dc12629a52', 86, 'action', 'pass', 0, NULL, 1796641568.9729009, NULL);
INSERT INTO public.entries VALUES (557, 'e6dc12629a52', 87, 'action', 'draw-builder red', NULL, NULL, 1796641568.9729009, NULL);
INSERT INTO public.entries VALUES (560, 'e6dc12629a52', 90, 'action', 'place kingsbridge-2', 0, NULL, 1796641569.0319867, NULL);
INSERT INTO public.entries VALUES (561, 'e6dc12629a52', 91, 'action', 'draw-builder red', NULL, NULL, 1796641569.0319867, NULL);
INSERT INTO public.entries VALUES (564, 'e6dc12629a52', 94, 'action', 'place castle', 0, NULL, 1796641569.0903523, NULL);
INSERT INTO public.entries VALUES (565, 'e6dc12629a52', 95, 'action', 'draw-builder red', NULL, NULL, 1796641569.0903523, NULL);
INSERT INTO public.entries VALUES (568, 'e6dc12629a52', 98, 'action', 'pass', 1, NULL, 1796641569.0985503, NULL);
INSERT INTO public.entries VALUES (569, 'e6dc12629a52', 99, 'action', 'draw-builder blue', NULL, NULL, 1796641569.0985503, NULL);
INSERT INTO public.entries VALUES (571, 'e6dc12629a52', 101, 'action', 'place shiring-1', 1, NULL, 1796641569.1539848, NULL);
INSERT INTO public.entries VALUES (573, 'e6dc12629a52', 103, 'action', 'place priory-1', 1, NULL, 1796641569.1598725, NULL);
INSERT INTO public.entries VALUES (574, 'e6dc12629a52', 104, 'action', 'event richard-event', NULL, NULL, 1796641569.1598725, NULL);
INSERT INTO public.entries VALUES (575, 'e6dc12629a52', 105, 'action', 'tax 2', NULL, NULL, 1796641569.1598725, NULL);
INSERT INTO public.entries VALUES (577, 'e6dc12629a52', 107, 'action', 'discard sculptor-r3', 1, NULL, 1796641569.1629803, NULL);
INSERT INTO public.entries VALUES (579, 'e6dc12629a52', 109, 'action', 'use woodworker 1', 1, NULL, 1796641569.165832, NULL);
INSERT INTO public.entries VALUES (581, 'e6dc12629a52', 111, 'action', 'use stonecutter 1', 0, NULL, 1796641569.2073932, NULL);
INSERT INTO public.entries VALUES (583, 'e6dc12629a52', 113, 'action', 'use woodworker 2', 0, NULL, 1796641569.2148032, NULL);
INSERT INTO public.entries VALUES (585, 'e6dc12629a52', 115, 'action', 'drop metal', 0, NULL, 1796641569.221029, NULL);
INSERT INTO public.entries VALUES (586, 'e6dc12629a52', 116, 'action', 'deal-privileges aliena+wollmesse', NULL, NULL, 1796641569.221029, NULL);
INSERT INTO public.entries VALUES (587, 'e6dc12629a52', 117, 'action', 'deal-shiring mason-r4+glassblower-r4', NULL, NULL, 1796641569.221029, NULL);
INSERT INTO public.entries VALUES (588, 'e6dc12629a52', 118, 'action', 'set-aside wood-2+wood-3', NULL, NULL, 1796641569.221029, NULL);
INSERT INTO public.entries VALUES (590, 'e6dc12629a52', 120, 'action', 'take sand-2', 1, NULL, 1796641569.2277818, NULL);
INSERT INTO public.entries VALUES (592, 'e6dc12629a52', 122, 'action', 'take sand-3', 1, NULL, 1796641569.231026, NULL);
INSERT INTO public.entries VALUES (595, 'e6dc12629a52', 125, 'action', 'keep', 0, NULL, 1796641569.2816985, NULL);
INSERT INTO public.entries VALUES (598, 'e6dc12629a52', 128, 'action', 'return', 0, NULL, 1796641569.3414137, NULL);
INSERT INTO public.entries VALUES (599, 'e6dc12629a52', 129, 'action', 'draw-builder blue', NULL, NULL, 1796641569.3414137, NULL);
INSERT INTO public.entries VALUES (602, 'e6dc12629a52', 132, 'action', 'pass', 1, NULL, 1796641569.3590071, NULL);
INSERT INTO public.entries VALUES (603, 'e6dc12629a52', 133, 'action', 'draw-builder blue', NULL, NULL, 1796641569.3590071, NULL);
INSERT INTO public.entries VALUES (606, 'e6dc12629a52', 136, 'action', 'pass', 0, NULL, 1796641569.4187834, NULL);
INSERT INTO public.entries VALUES (607, 'e6dc12629a52', 137, 'action', 'draw-builder red', NULL, NULL, 1796641569.4187834, NULL);
INSERT INTO public.entries VALUES (609, 'e6dc12629a52', 139, 'action', 'place shiring-1', 1, NULL, 1796641569.427077, NULL);
INSERT INTO public.entries VALUES (611, 'e6dc12629a52', 141, 'action', 'place market-1', 0, NULL, 1796641569.4789834, NULL);
INSERT INTO public.entries VALUES (615, 'e6dc12629a52', 145, 'action', 'decline', 0, NULL, 1796641569.540569, NULL);
INSERT INTO public.entries VALUES (582, 'e6dc12629a52', 112, 'action', 'use toolmaker-r1 1', 0, NULL, 1796641569.2114801, NULL);
INSERT INTO public.entries VALUES (584, 'e6dc12629a52', 114, 'action', 'done', 0, NULL, 1796641569.2179186, NULL);
INSERT INTO public.entries VALUES (589, 'e6dc12629a52', 119, 'action', 'pass', 0, NULL, 1796641569.22412, NULL);
INSERT INTO public.entries VALUES (591, 'e6dc12629a52', 121, 'action', 'take stone-2', 1, NULL, 1796641569.229437, NULL);
INSERT INTO public.entries VALUES (593, 'e6dc12629a52', 123, 'action', 'pass', 1, NULL, 1796641569.232419, NULL);
INSERT INTO public.entries VALUES (594, 'e6dc12629a52', 124, 'action', 'draw-builder red', NULL, NULL, 1796641569.232419, NULL);
INSERT INTO public.entries VALUES (596, 'e6dc12629a52', 126, 'action', 'pass', 1, NULL, 1796641569.2870076, NULL);
INSERT INTO public.entries VALUES (597, 'e6dc12629a52', 127, 'action', 'draw-builder blue', NULL, NULL, 1796641569.2870076, NULL);
INSERT INTO public.entries VALUES (600, 'e6dc12629a52', 130, 'action', 'place priory-1', 0, NULL, 1796641569.350409, NULL);
INSERT INTO public.entries VALUES (601, 'e6dc12629a52', 131, 'action', 'draw-builder red', NULL, NULL, 1796641569.350409, NULL);
INSERT INTO public.entries VALUES (604, 'e6dc12629a52', 134, 'action', 'place priory-2', 0, NULL, 1796641569.4134157, NULL);
INSERT INTO public.entries VALUES (605, 'e6dc12629a52', 135, 'action', 'draw-builder blue', NULL, NULL, 1796641569.4134157, NULL);
INSERT INTO public.entries VALUES (608, 'e6dc12629a52', 138, 'action', 'pass', 1, NULL, 1796641569.424277, NULL);
INSERT INTO public.entries VALUES (610, 'e6dc12629a52', 140, 'action', 'place shiring-2', 1, NULL, 1796641569.4301326, NULL);
INSERT INTO public.entries VALUES (612, 'e6dc12629a52', 142, 'action', 'place court-1', 1, NULL, 1796641569.4890268, NULL);
INSERT INTO public.entries VALUES (613, 'e6dc12629a52', 143, 'action', 'event konflikt', NULL, NULL, 1796641569.4890268, NULL);
INSERT INTO public.entries VALUES (614, 'e6dc12629a52', 144, 'action', 'tax 3', NULL, NULL, 1796641569.4890268, NULL);
INSERT INTO public.entries VALUES (616, 'e6dc12629a52', 146, 'action', 'discard mortar-mixer-r1', 1, NULL, 1796641569.5466244, NULL);
INSERT INTO public.entries VALUES (618, 'e6dc12629a52', 148, 'action', 'buy sand 1', 0, NULL, 1796641569.600765, NULL);
INSERT INTO public.entries VALUES (620, 'e6dc12629a52', 150, 'action', 'sell metal 1', 0, NULL, 1796641569.612774, NULL);
INSERT INTO public.entries VALUES (622, 'e6dc12629a52', 152, 'action', 'leave', 0, NULL, 1796641569.6230345, NULL);
INSERT INTO public.entries VALUES (624, 'e6dc12629a52', 154, 'action', 'use toolmaker-r1 1', 0, NULL, 1796641569.633099, NULL);
INSERT INTO public.entries VALUES (626, 'e6dc12629a52', 156, 'action', 'drop wood', 0, NULL, 1796641569.6429424, NULL);
INSERT INTO public.entries VALUES (628, 'e6dc12629a52', 158, 'action', 'drop sand', 0, NULL, 1796641569.6520293, NULL);
INSERT INTO public.entries VALUES (630, 'e6dc12629a52', 160, 'action', 'use glassblower-r4 1', 1, NULL, 1796641569.664735, NULL);
INSERT INTO public.entries VALUES (632, 'e6dc12629a52', 162, 'action', 'use carpenter-r2 2', 1, NULL, 1796641569.67157, NULL);
INSERT INTO public.entries VALUES (634, 'e6dc12629a52', 164, 'action', 'done', 1, NULL, 1796641569.6770442, NULL);
INSERT INTO public.entries VALUES (635, 'e6dc12629a52', 165, 'action', 'deal-privileges toledo+prior-philip', NULL, NULL, 1796641569.6770442, NULL);
INSERT INTO public.entries VALUES (636, 'e6dc12629a52', 166, 'action', 'deal-shiring goldsmith-r5+glassblower-r5', NULL, NULL, 1796641569.6770442, NULL);
INSERT INTO public.entries VALUES (637, 'e6dc12629a52', 167, 'action', 'set-aside sand-2+sand-4', NULL, NULL, 1796641569.6770442, NULL);
INSERT INTO public.entries VALUES (639, 'e6dc12629a52', 169, 'action', 'take wood-4', 0, NULL, 1796641569.7445884, NULL);
INSERT INTO public.entries VALUES (641, 'e6dc12629a52', 171, 'action', 'hire carpenter-r5', 0, NULL, 1796641569.80623, NULL);
INSERT INTO public.entries VALUES (643, 'e6dc12629a52', 173, 'action', 'pass', 0, NULL, 1796641569.8211653, NULL);
INSERT INTO public.entries VALUES (644, 'e6dc12629a52', 174, 'action', 'draw-builder red', NULL, NULL, 1796641569.8211653, NULL);
INSERT INTO public.entries VALUES (646, 'e6dc12629a52', 176, 'action', 'pass', 1, NULL, 1796641569.8317404, NULL);
INSERT INTO public.entries VALUES (647, 'e6dc12629a52', 177, 'action', 'draw-builder red', NULL, NULL, 1796641569.8317404, NULL);
INSERT INTO public.entries VALUES (649, 'e6dc12629a52', 179, 'action', 'pass', 1, NULL, 1796641569.838191, NULL);
INSERT INTO public.entries VALUES (650, 'e6dc12629a52', 180, 'action', 'draw-builder red', NULL, NULL, 1796641569.838191, NULL);
INSERT INTO public.entries VALUES (653, 'e6dc12629a52', 183, 'action', 'pass', 0, NULL, 1796641569.8818026, NULL);
INSERT INTO public.entries VALUES (654, 'e6dc12629a52', 184, 'action', 'draw-builder red', NULL, NULL, 1796641569.8818026, NULL);
INSERT INTO public.entries VALUES (657, 'e6dc12629a52', 187, 'action', 'pass', 0, NULL, 1796641569.9405363, NULL);
INSERT INTO public.entries VALUES (658, 'e6dc12629a52', 188, 'action', 'draw-builder blue', NULL, NULL, 1796641569.9405363, NULL);
INSERT INTO public.entries VALUES (660, 'e6dc12629a52', 190, 'action', 'place archbishop', 1, NULL, 1796641569.9500933, NULL);
INSERT INTO public.entries VALUES (662, 'e6dc12629a52', 192, 'action', 'place court-1', 0, NULL, 1796641570.0035832, NULL);
INSERT INTO public.entries VALUES (664, 'e6dc12629a52', 194, 'action', 'place shiring-2', 0, NULL, 1796641570.0631258, NULL);
INSERT INTO public.entries VALUES (667, 'e6dc12629a52', 197, 'action', 'take-cube stone', 1, NULL, 1796641570.0738053, NULL);
INSERT INTO public.entries VALUES (668, 'e6dc12629a52', 198, 'action', 'tax 2', NULL, NULL, 1796641570.0738053, NULL);
INSERT INTO public.entries VALUES (670, 'e6dc12629a52', 200, 'action', 'discard woodworker', 0, NULL, 1796641570.1254654, NULL);
INSERT INTO public.entries VALUES (672, 'e6dc12629a52', 202, 'action', 'use glassblower-r4 1', 1, NULL, 1796641570.1324286, NULL);
INSERT INTO public.entries VALUES (674, 'e6dc12629a52', 204, 'action', 'use glassblower-r5 1', 0, NULL, 1796641570.1841588, NULL);
INSERT INTO public.entries VALUES (676, 'e6dc12629a52', 206, 'action', 'done', 0, NULL, 1796641570.191444, NULL);
INSERT INTO public.entries VALUES (677, 'e6dc12629a52', 207, 'action', 'deal-shiring bellmaker-r6+sculptor-r6', NULL, NULL, 1796641570.191444, NULL);
INSERT INTO public.entries VALUES (678, 'e6dc12629a52', 208, 'action', 'set-aside sand-2+wood-2', NULL, NULL, 1796641570.191444, NULL);
INSERT INTO public.entries VALUES (680, 'e6dc12629a52', 210, 'action', 'take stone-4', 1, NULL, 1796641570.1993582, NULL);
INSERT INTO public.entries VALUES (682, 'e6dc12629a52', 212, 'action', 'take sand-3', 1, NULL, 1796641570.259032, NULL);
INSERT INTO public.entries VALUES (685, 'e6dc12629a52', 215, 'action', 'keep', 0, NULL, 1796641570.3125796, NULL);
INSERT INTO public.entries VALUES (688, 'e6dc12629a52', 218, 'action', 'keep', 0, NULL, 1796641570.3738685, NULL);
INSERT INTO public.entries VALUES (691, 'e6dc12629a52', 221, 'action', 'return', 0, NULL, 1796641570.4371133, NULL);
INSERT INTO public.entries VALUES (692, 'e6dc12629a52', 222, 'action', 'draw-builder blue', NULL, NULL, 1796641570.4371133, NULL);
INSERT INTO public.entries VALUES (695, 'e6dc12629a52', 225, 'action', 'pass', 1, NULL, 1796641570.4461143, NULL);
INSERT INTO public.entries VALUES (696, 'e6dc12629a52', 226, 'action', 'draw-builder blue', NULL, NULL, 1796641570.4461143, NULL);
INSERT INTO public.entries VALUES (699, 'e6dc12629a52', 229, 'action', 'pass', 0, NULL, 1796641570.5032456, NULL);
INSERT INTO public.entries VALUES (701, 'e6dc12629a52', 231, 'action', 'place court-1', 1, NULL, 1796641570.5088449, NULL);
INSERT INTO public.entries VALUES (703, 'e6dc12629a52', 233, 'action', 'place court-2', 0, NULL, 1796641570.560092, NULL);
INSERT INTO public.entries VALUES (706, 'e6dc12629a52', 236, 'action', 'protect', 1, NULL, 1796641570.5700066, NULL);
INSERT INTO public.entries VALUES (707, 'e6dc12629a52', 237, 'action', 'tax 4', NULL, NULL, 1796641570.5700066, NULL);
INSERT INTO public.entries VALUES (709, 'e6dc12629a52', 239, 'action', 'discard carpenter-r5', 0, NULL, 1796641570.6227481, NULL);
INSERT INTO public.entries VALUES (711, 'e6dc12629a52', 241, 'action', 'use sculptor-r6 1', 0, NULL, 1796641570.6349568, NULL);
INSERT INTO public.entries VALUES (713, 'e6dc12629a52', 243, 'action', 'use bellmaker-r6 1', 1, NULL, 1796641570.6458907, NULL);
INSERT INTO public.entries VALUES (715, 'e6dc12629a52', 245, 'action', 'done', 1, NULL, 1796641570.651144, NULL);
INSERT INTO public.entries VALUES (617, 'e6dc12629a52', 147, 'action', 'discard woodworker', 1, NULL, 1796641569.549033, NULL);
INSERT INTO public.entries VALUES (619, 'e6dc12629a52', 149, 'action', 'buy sand 1', 0, NULL, 1796641569.6074877, NULL);
INSERT INTO public.entries VALUES (621, 'e6dc12629a52', 151, 'action', 'buy wood 4', 0, NULL, 1796641569.6179233, NULL);
INSERT INTO public.entries VALUES (623, 'e6dc12629a52', 153, 'action', 'use woodworker-r1 1', 0, NULL, 1796641569.628247, NULL);
INSERT INTO public.entries VALUES (625, 'e6dc12629a52', 155, 'action', 'done', 0, NULL, 1796641569.638476, NULL);
INSERT INTO public.entries VALUES (627, 'e6dc12629a52', 157, 'action', 'drop sand', 0, NULL, 1796641569.6473846, NULL);
INSERT INTO public.entries VALUES (629, 'e6dc12629a52', 159, 'action', 'drop sand', 0, NULL, 1796641569.6570103, NULL);
INSERT INTO public.entries VALUES (631, 'e6dc12629a52', 161, 'action', 'use potter-r3 3', 1, NULL, 1796641569.66861, NULL);
INSERT INTO public.entries VALUES (633, 'e6dc12629a52', 163, 'action', 'use mason-r4 2', 1, NULL, 1796641569.6745813, NULL);
INSERT INTO public.entries VALUES (638, 'e6dc12629a52', 168, 'action', 'take stone-4', 1, NULL, 1796641569.6798053, NULL);
INSERT INTO public.entries VALUES (640, 'e6dc12629a52', 170, 'action', 'pass', 1, NULL, 1796641569.7514162, NULL);
INSERT INTO public.entries VALUES (642, 'e6dc12629a52', 172, 'action', 'discard woodworker-r1', 0, NULL, 1796641569.8134058, NULL);
INSERT INTO public.entries VALUES (645, 'e6dc12629a52', 175, 'action', 'keep', 1, NULL, 1796641569.8281927, NULL);
INSERT INTO public.entries VALUES (648, 'e6dc12629a52', 178, 'action', 'keep', 1, NULL, 1796641569.8350873, NULL);
INSERT INTO public.entries VALUES (651, 'e6dc12629a52', 181, 'action', 'return', 1, NULL, 1796641569.8408146, NULL);
INSERT INTO public.entries VALUES (652, 'e6dc12629a52', 182, 'action', 'draw-builder blue', NULL, NULL, 1796641569.8408146, NULL);
INSERT INTO public.entries VALUES (655, 'e6dc12629a52', 185, 'action', 'pass', 1, NULL, 1796641569.8865588, NULL);
INSERT INTO public.entries VALUES (656, 'e6dc12629a52', 186, 'action', 'draw-builder blue', NULL, NULL, 1796641569.8865588, NULL);
INSERT INTO public.entries VALUES (659, 'e6dc12629a52', 189, 'action', 'pass', 0, NULL, 1796641569.9452431, NULL);
INSERT INTO public.entries VALUES (661, 'e6dc12629a52', 191, 'action', 'place shiring-1', 1, NULL, 1796641569.952986, NULL);
INSERT INTO public.entries VALUES (663, 'e6dc12629a52', 193, 'action', 'place castle', 1, NULL, 1796641570.0088503, NULL);
INSERT INTO public.entries VALUES (665, 'e6dc12629a52', 195, 'action', 'place court-2', 0, NULL, 1796641570.067938, NULL);
INSERT INTO public.entries VALUES (666, 'e6dc12629a52', 196, 'action', 'event erzbischof', NULL, NULL, 1796641570.067938, NULL);
INSERT INTO public.entries VALUES (669, 'e6dc12629a52', 199, 'action', 'discard carpenter-r2', 1, NULL, 1796641570.0764024, NULL);
INSERT INTO public.entries VALUES (671, 'e6dc12629a52', 201, 'action', 'use mason-r4 5', 1, NULL, 1796641570.1305714, NULL);
INSERT INTO public.entries VALUES (673, 'e6dc12629a52', 203, 'action', 'done', 1, NULL, 1796641570.1341841, NULL);
INSERT INTO public.entries VALUES (675, 'e6dc12629a52', 205, 'action', 'use carpenter-r5 5', 0, NULL, 1796641570.1879246, NULL);
INSERT INTO public.entries VALUES (679, 'e6dc12629a52', 209, 'action', 'take stone-3', 0, NULL, 1796641570.1952713, NULL);
INSERT INTO public.entries VALUES (681, 'e6dc12629a52', 211, 'action', 'pass', 0, NULL, 1796641570.2535543, NULL);
INSERT INTO public.entries VALUES (683, 'e6dc12629a52', 213, 'action', 'pass', 1, NULL, 1796641570.2614257, NULL);
INSERT INTO public.entries VALUES (684, 'e6dc12629a52', 214, 'action', 'draw-builder red', NULL, NULL, 1796641570.2614257, NULL);
INSERT INTO public.entries VALUES (686, 'e6dc12629a52', 216, 'action', 'pass', 1, NULL, 1796641570.3171062, NULL);
INSERT INTO public.entries VALUES (687, 'e6dc12629a52', 217, 'action', 'draw-builder red', NULL, NULL, 1796641570.3171062, NULL);
INSERT INTO public.entries VALUES (689, 'e6dc12629a52', 219, 'action', 'pass', 1, NULL, 1796641570.3812828, NULL);
INSERT INTO public.entries VALUES (690, 'e6dc12629a52', 220, 'action', 'draw-builder blue', NULL, NULL, 1796641570.3812828, NULL);
INSERT INTO public.entries VALUES (693, 'e6dc12629a52', 223, 'action', 'place shiring-2', 0, NULL, 1796641570.4422822, NULL);
INSERT INTO public.entries VALUES (694, 'e6dc12629a52', 224, 'action', 'draw-builder red', NULL, NULL, 1796641570.4422822, NULL);
INSERT INTO public.entries VALUES (697, 'e6dc12629a52', 227, 'action', 'pass', 0, NULL, 1796641570.499389, NULL);
INSERT INTO public.entries VALUES (698, 'e6dc12629a52', 228, 'action', 'draw-builder blue', NULL, NULL, 1796641570.499389, NULL);
INSERT INTO public.entries VALUES (700, 'e6dc12629a52', 230, 'action', 'place shiring-1', 1, NULL, 1796641570.5072703, NULL);
INSERT INTO public.entries VALUES (702, 'e6dc12629a52', 232, 'action', 'place archbishop', 1, NULL, 1796641570.510266, NULL);
INSERT INTO public.entries VALUES (704, 'e6dc12629a52', 234, 'action', 'place kingsbridge-2', 0, NULL, 1796641570.5641866, NULL);
INSERT INTO public.entries VALUES (705, 'e6dc12629a52', 235, 'action', 'event kalte-winter', NULL, NULL, 1796641570.5641866, NULL);
INSERT INTO public.entries VALUES (708, 'e6dc12629a52', 238, 'action', 'discard glassblower-r4', 1, NULL, 1796641570.5728242, NULL);
INSERT INTO public.entries VALUES (710, 'e6dc12629a52', 240, 'action', 'use glassblower-r5 1', 0, NULL, 1796641570.6293736, NULL);
INSERT INTO public.entries VALUES (712, 'e6dc12629a52', 242, 'action', 'done', 0, NULL, 1796641570.6394398, NULL);
INSERT INTO public.entries VALUES (714, 'e6dc12629a52', 244, 'action', 'use mason-r4 4', 1, NULL, 1796641570.6484377, NULL);


--
-- Data for Name: games; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.games VALUES ('940a4632081a', 'pillars', 2, '{}', 0, '[{"kind": "human", "level": null, "name": "Player 1", "token_hash": "24944db08759c08e2a0763ca3f3cebe97f82697a89af0d6788b924c5de0db054"}, {"kind": "bot", "level": "easy", "name": "Bot 2", "token_hash": null}]', 'null', 'active', 'null', 1796641567.2046762, NULL, '0dd261a1fa981e771387d3ffe3457c5e5cec9098d3e0f243318cab3efc58a0fa', '80831b3e5df770cb007182ec6f421be8ad13f368074a39e33fadfc0f1f3d1e48', false, 0, NULL, NULL);
INSERT INTO public.games VALUES ('48f37f33eb81', 'builders', 2, '{}', 0, '[{"kind": "human", "level": null, "name": "Player 1", "token_hash": "a1cab11088effcd1532d92286e4ec4d4d361e8430c341f89e82421ebbed278f1"}, {"kind": "bot", "level": "easy", "name": "Bot 2", "token_hash": null}]', 'null', 'active', 'null', 1796641567.6479812, NULL, 'eb2c1cb55943c8ce02ddd6aa6adcd373e230f99427fc07c89b553c67ec134296', '11710657a4b1350038ab2eb1f521dfb72a2acc7f96e48b05f87e86f1e7deea0f', false, 0, NULL, NULL);
INSERT INTO public.games VALUES ('a1bf0a8b01f1', 'builders', 2, '{}', 0, '[{"kind": "bot", "level": "easy", "name": "Bot 1", "token_hash": null}, {"kind": "bot", "level": "random", "name": "Bot 2", "token_hash": null}]', 'null', 'finished', '{"scores": [21, 0], "tiebreaks": [[19, 21], [0, 0]], "ranks": [1, 2], "winners": [0], "details": [{"building_vp": 19, "coins": 21, "coin_vp": 2, "buildings": ["m5", "b13", "b09", "b08", "m3", "b23", "b29"]}, {"building_vp": 0, "coins": 0, "coin_vp": 0, "buildings": []}], "rounds": 17, "ended_by": "rules"}', 1796641567.1934917, 1796641568.7286146, '47f92705bb70abf9903fc9e44f9c20fd161763482721cc533b159b017911179a', '3a92ed86ff45972851d0bc6335a731e566e5f9206da72c11461cf9aec117ba24', false, 0, NULL, NULL);
INSERT INTO public.games VALUES ('7f0bcdec9131', 'pillars', 2, '{}', 0, '[{"kind": "bot", "level": "easy", "name": "Bot 1", "token_hash": null}, {"kind": "bot", "level": "random", "name": "Bot 2", "token_hash": null}]', 'null', 'finished', '{"scores": [40, 14], "tiebreaks": [[1], [1]], "ranks": [1, 2], "winners": [0], "details": [{"vp": 40, "gold": 1, "craftsmen": ["woodworker", "mortar-mixer", "mason-r2", "sculptor-r3", "bellmaker-r6"], "vp_from": {"start": 2, "craftsmen": 29, "priory": 11, "cards and events": 3, "lost": -5}}, {"vp": 14, "gold": 1, "craftsmen": ["woodworker", "mortar-mixer", "carpenter-r2", "sculptor-r4", "goldsmith-r6"], "vp_from": {"start": 2, "craftsmen": 15, "priory": 0, "cards and events": 0, "lost": -3}}], "rounds": 6, "ended_by": "rules"}', 1796641567.1696756, 1796641568.9023418, '98d0056154c051d048cbb6723f50a765926f269983cc0ce1fb20f4852ab08460', '2059b5810aef7a4ff982133ab8e458048107d9d3b3dbcc1537fb2019446941b7', false, 0, NULL, NULL);
INSERT INTO public.games VALUES ('e6dc12629a52', 'pillars', 2, '{}', 0, '[{"kind": "human", "level": null, "name": "Player 1", "token_hash": "8933f1969df18d65094aebb798079f3f26d107acdc960ce443a9baa2b878db76"}, {"kind": "bot", "level": "easy", "name": "Bot 2", "token_hash": null}]', 'null', 'finished', '{"scores": [21, 39], "tiebreaks": [[7], [1]], "ranks": [2, 1], "winners": [1], "details": [{"vp": 21, "gold": 7, "craftsmen": ["stonecutter", "mortar-mixer", "toolmaker-r1", "glassblower-r5", "sculptor-r6"], "vp_from": {"start": 2, "craftsmen": 18, "priory": 3, "cards and events": 0, "lost": -2}}, {"vp": 39, "gold": 1, "craftsmen": ["stonecutter", "mortar-mixer", "potter-r3", "mason-r4", "goldsmith-r5", "bellmaker-r6"], "vp_from": {"start": 2, "craftsmen": 37, "priory": 4, "cards and events": 0, "lost": -4}}], "rounds": 6, "ended_by": "rules"}', 1796641567.7479844, 1796641570.6523974, '9eeaaf4bb48017946f744d1c7f723fbad7bbf4d7c2fd53d34e7dd4e76ce2cbea', '7b4d37dcaa6b661db2f556c0f52587805ce8db7783a750d64a8596adbbadd776', false, 0, NULL, NULL);


--
-- Data for Name: password_resets; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: rated_games; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rated_games VALUES ('e6dc12629a52', true, NULL, 1796641570.6538134);


--
-- Data for Name: rating_history; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rating_history VALUES (1, 1, 'pillars', 2, 'e6dc12629a52', 21.508579365693485, 7.755270277687966, 1796641570.6538134);


--
-- Data for Name: ratings; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.ratings VALUES (1, 'pillars', 2, 21.508579365693485, 7.755270277687966, 1, 1796641570.6538134);


--
-- Data for Name: reviews; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: turn_mails; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Name: accounts_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.accounts_id_seq', 1, true);


--
-- Name: entries_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.entries_id_seq', 715, true);


--
-- Name: rating_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.rating_history_id_seq', 1, true);


--
-- Name: account_seats account_seats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_seats
    ADD CONSTRAINT account_seats_pkey PRIMARY KEY (game_id, seat);


--
-- Name: account_sessions account_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_sessions
    ADD CONSTRAINT account_sessions_pkey PRIMARY KEY (id_hash);


--
-- Name: accounts accounts_bot_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_bot_token_hash_key UNIQUE (bot_token_hash);


--
-- Name: accounts accounts_name_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_name_key_key UNIQUE (name_key);


--
-- Name: accounts accounts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (id);


--
-- Name: alembic_version alembic_version_pkc; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.alembic_version
    ADD CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num);


--
-- Name: entries entries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.entries
    ADD CONSTRAINT entries_pkey PRIMARY KEY (id);


--
-- Name: games games_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.games
    ADD CONSTRAINT games_pkey PRIMARY KEY (id);


--
-- Name: password_resets password_resets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_resets
    ADD CONSTRAINT password_resets_pkey PRIMARY KEY (code_hash);


--
-- Name: rated_games rated_games_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rated_games
    ADD CONSTRAINT rated_games_pkey PRIMARY KEY (game_id);


--
-- Name: rating_history rating_history_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rating_history
    ADD CONSTRAINT rating_history_pkey PRIMARY KEY (id);


--
-- Name: ratings ratings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ratings
    ADD CONSTRAINT ratings_pkey PRIMARY KEY (account_id, game, players);


--
-- Name: reviews reviews_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_pkey PRIMARY KEY (game_id);


--
-- Name: turn_mails turn_mails_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.turn_mails
    ADD CONSTRAINT turn_mails_pkey PRIMARY KEY (game_id, seat, turn);


--
-- Name: entries uq_entry_idx; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.entries
    ADD CONSTRAINT uq_entry_idx UNIQUE (game_id, idx);


--
-- Name: ix_account_seats_account_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_account_seats_account_id ON public.account_seats USING btree (account_id);


--
-- Name: ix_account_sessions_account_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_account_sessions_account_id ON public.account_sessions USING btree (account_id);


--
-- Name: ix_entries_game_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_entries_game_id ON public.entries USING btree (game_id);


--
-- Name: ix_rating_history_account_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_rating_history_account_id ON public.rating_history USING btree (account_id);


--
-- Name: account_seats account_seats_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_seats
    ADD CONSTRAINT account_seats_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: account_seats account_seats_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_seats
    ADD CONSTRAINT account_seats_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id);


--
-- Name: account_sessions account_sessions_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_sessions
    ADD CONSTRAINT account_sessions_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: entries entries_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.entries
    ADD CONSTRAINT entries_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id);


--
-- Name: password_resets password_resets_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_resets
    ADD CONSTRAINT password_resets_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: rated_games rated_games_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rated_games
    ADD CONSTRAINT rated_games_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id);


--
-- Name: rating_history rating_history_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rating_history
    ADD CONSTRAINT rating_history_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: rating_history rating_history_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rating_history
    ADD CONSTRAINT rating_history_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id);


--
-- Name: ratings ratings_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ratings
    ADD CONSTRAINT ratings_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: reviews reviews_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id);


--
-- Name: turn_mails turn_mails_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.turn_mails
    ADD CONSTRAINT turn_mails_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id);


--
-- PostgreSQL database dump complete
--


