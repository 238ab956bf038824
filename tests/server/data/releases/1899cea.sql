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
    created double precision NOT NULL
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
    finished double precision
);


--
-- Name: entries id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.entries ALTER COLUMN id SET DEFAULT nextval('public.entries_id_seq'::regclass);


--
-- Data for Name: entries; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.entries VALUES (1, 'dbd8e4156988', 0, 'action', 'deal-privileges otto+steuerfreiheit', NULL, NULL, 1796641543.1034398);
INSERT INTO public.entries VALUES (2, 'fa7bd2199c2a', 0, 'action', 'reveal-building b21', NULL, NULL, 1796641543.1155105);
INSERT INTO public.entries VALUES (3, 'fa7bd2199c2a', 1, 'action', 'reveal-building b07', NULL, NULL, 1796641543.1212525);
INSERT INTO public.entries VALUES (4, 'dbd8e4156988', 1, 'action', 'deal-shiring mason-r1+mortar-mixer-r1', NULL, NULL, 1796641543.1098256);
INSERT INTO public.entries VALUES (5, 'fa7bd2199c2a', 2, 'action', 'reveal-building b26', NULL, NULL, 1796641543.1232493);
INSERT INTO public.entries VALUES (6, 'fa7bd2199c2a', 3, 'action', 'reveal-building b11', NULL, NULL, 1796641543.1247182);
INSERT INTO public.entries VALUES (7, 'fa7bd2199c2a', 4, 'action', 'reveal-building b01', NULL, NULL, 1796641543.1259236);
INSERT INTO public.entries VALUES (8, 'fa7bd2199c2a', 5, 'action', 'reveal-building b25', NULL, NULL, 1796641543.1270723);
INSERT INTO public.entries VALUES (9, 'fa7bd2199c2a', 6, 'action', 'deal-apprentice w02', NULL, NULL, 1796641543.1280754);
INSERT INTO public.entries VALUES (10, 'dbd8e4156988', 2, 'action', 'set-aside wood-4+stone-2', NULL, NULL, 1796641543.1305823);
INSERT INTO public.entries VALUES (11, 'fa7bd2199c2a', 7, 'action', 'deal-apprentice w04', NULL, NULL, 1796641543.1302733);
INSERT INTO public.entries VALUES (12, '996b883d668a', 0, 'action', 'deal-privileges jack+thomas', NULL, NULL, 1796641543.1350505);
INSERT INTO public.entries VALUES (13, 'fa7bd2199c2a', 8, 'action', 'reveal-worker w14', NULL, NULL, 1796641543.1464884);
INSERT INTO public.entries VALUES (14, '996b883d668a', 1, 'action', 'deal-shiring mason-r1+toolmaker-r1', NULL, NULL, 1796641543.1484888);
INSERT INTO public.entries VALUES (15, '996b883d668a', 2, 'action', 'set-aside sand-2+stone-3', NULL, NULL, 1796641543.1529136);
INSERT INTO public.entries VALUES (16, 'fa7bd2199c2a', 9, 'action', 'reveal-worker w19', NULL, NULL, 1796641543.1526287);
INSERT INTO public.entries VALUES (17, 'fa7bd2199c2a', 10, 'action', 'reveal-worker w15', NULL, NULL, 1796641543.161762);
INSERT INTO public.entries VALUES (18, 'fa7bd2199c2a', 11, 'action', 'reveal-worker w39', NULL, NULL, 1796641543.169609);
INSERT INTO public.entries VALUES (19, 'fa7bd2199c2a', 12, 'action', 'reveal-worker w31', NULL, NULL, 1796641543.1718721);
INSERT INTO public.entries VALUES (20, 'fa7bd2199c2a', 13, 'action', 'reveal-worker w29', NULL, NULL, 1796641543.177699);
INSERT INTO public.entries VALUES (21, 'fa7bd2199c2a', 14, 'action', 'first-player p2', NULL, NULL, 1796641543.179385);
INSERT INTO public.entries VALUES (22, '996b883d668a', 3, 'action', 'take wood-2', 0, NULL, 1796641543.2139008);
INSERT INTO public.entries VALUES (23, 'dbd8e4156988', 3, 'action', 'take stone-4', 0, NULL, 1796641543.3672898);
INSERT INTO public.entries VALUES (24, '996b883d668a', 4, 'action', 'hire mortar-mixer-r1', 1, NULL, 1796641543.3791316);
INSERT INTO public.entries VALUES (25, 'fa7bd2199c2a', 15, 'action', 'recruit w19', 1, NULL, 1796641543.3786197);
INSERT INTO public.entries VALUES (26, 'dbd8e4156988', 4, 'action', 'take wood-2', 1, NULL, 1796641543.3802788);
INSERT INTO public.entries VALUES (27, 'fa7bd2199c2a', 16, 'action', 'reveal-worker w16', NULL, NULL, 1796641543.388118);
INSERT INTO public.entries VALUES (28, 'dbd8e4156988', 5, 'action', 'hire woodworker-r1', 0, NULL, 1796641543.390449);
INSERT INTO public.entries VALUES (29, 'fa7bd2199c2a', 17, 'action', 'start b01', 1, NULL, 1796641543.3928297);
INSERT INTO public.entries VALUES (30, 'dbd8e4156988', 6, 'action', 'take sand-4', 1, NULL, 1796641543.395373);
INSERT INTO public.entries VALUES (31, 'fa7bd2199c2a', 18, 'action', 'reveal-building b22', NULL, NULL, 1796641543.395888);
INSERT INTO public.entries VALUES (32, 'dbd8e4156988', 7, 'action', 'hire toolmaker-r1', 0, NULL, 1796641543.3991268);
INSERT INTO public.entries VALUES (33, 'fa7bd2199c2a', 19, 'action', 'recruit w29', 1, NULL, 1796641543.3998234);
INSERT INTO public.entries VALUES (34, 'fa7bd2199c2a', 20, 'action', 'reveal-worker w06', NULL, NULL, 1796641543.4021199);
INSERT INTO public.entries VALUES (35, 'dbd8e4156988', 8, 'action', 'take sand-2', 1, NULL, 1796641543.4030085);
INSERT INTO public.entries VALUES (36, 'fa7bd2199c2a', 21, 'action', 'end', 1, NULL, 1796641543.4057543);
INSERT INTO public.entries VALUES (37, 'dbd8e4156988', 9, 'action', 'pass', 0, NULL, 1796641543.4060237);
INSERT INTO public.entries VALUES (38, 'dbd8e4156988', 10, 'action', 'pass', 1, NULL, 1796641543.4091682);
INSERT INTO public.entries VALUES (39, 'fa7bd2199c2a', 22, 'action', 'take-coins 2', 0, NULL, 1796641543.4089572);
INSERT INTO public.entries VALUES (40, 'dbd8e4156988', 11, 'action', 'draw-builder blue', NULL, NULL, 1796641543.411013);
INSERT INTO public.entries VALUES (41, 'fa7bd2199c2a', 23, 'action', 'recruit w39', 0, NULL, 1796641543.415096);
INSERT INTO public.entries VALUES (42, 'dbd8e4156988', 12, 'action', 'keep', 0, NULL, 1796641543.4162078);
INSERT INTO public.entries VALUES (43, 'fa7bd2199c2a', 24, 'action', 'reveal-worker w36', NULL, NULL, 1796641543.417452);
INSERT INTO public.entries VALUES (44, 'dbd8e4156988', 13, 'action', 'place shiring-2', 0, NULL, 1796641543.4201813);
INSERT INTO public.entries VALUES (45, 'fa7bd2199c2a', 25, 'action', 'buy-action', 0, NULL, 1796641543.4211035);
INSERT INTO public.entries VALUES (46, 'dbd8e4156988', 14, 'action', 'draw-builder blue', NULL, NULL, 1796641543.4227517);
INSERT INTO public.entries VALUES (47, 'fa7bd2199c2a', 26, 'action', 'start b26', 0, NULL, 1796641543.4255247);
INSERT INTO public.entries VALUES (48, 'fa7bd2199c2a', 27, 'action', 'reveal-building m6', NULL, NULL, 1796641543.4276059);
INSERT INTO public.entries VALUES (49, 'dbd8e4156988', 15, 'action', 'return', 0, NULL, 1796641543.429309);
INSERT INTO public.entries VALUES (50, 'dbd8e4156988', 16, 'action', 'draw-builder red', NULL, NULL, 1796641543.4317586);
INSERT INTO public.entries VALUES (51, 'fa7bd2199c2a', 28, 'action', 'buy-action', 0, NULL, 1796641543.4321105);
INSERT INTO public.entries VALUES (52, 'dbd8e4156988', 17, 'action', 'place court-1', 1, NULL, 1796641543.4348376);
INSERT INTO public.entries VALUES (53, 'dbd8e4156988', 18, 'action', 'draw-builder blue', NULL, NULL, 1796641543.4370081);
INSERT INTO public.entries VALUES (54, 'fa7bd2199c2a', 29, 'action', 'start b25', 0, NULL, 1796641543.4413273);
INSERT INTO public.entries VALUES (55, '996b883d668a', 5, 'action', 'take wood-4', 0, NULL, 1796641543.4415708);
INSERT INTO public.entries VALUES (56, 'fa7bd2199c2a', 30, 'action', 'reveal-building b09', NULL, NULL, 1796641543.4478784);
INSERT INTO public.entries VALUES (57, 'dbd8e4156988', 19, 'action', 'place court-2', 0, NULL, 1796641543.4487834);
INSERT INTO public.entries VALUES (58, '996b883d668a', 6, 'action', 'take stone-4', 1, NULL, 1796641543.4544399);
INSERT INTO public.entries VALUES (59, 'dbd8e4156988', 20, 'action', 'draw-builder red', NULL, NULL, 1796641543.454077);
INSERT INTO public.entries VALUES (60, 'fa7bd2199c2a', 31, 'action', 'send w04@b01', 1, NULL, 1796641543.4577942);
INSERT INTO public.entries VALUES (61, 'dbd8e4156988', 21, 'action', 'place shiring-1', 1, NULL, 1796641543.4598603);
INSERT INTO public.entries VALUES (62, 'fa7bd2199c2a', 32, 'action', 'start b21', 1, NULL, 1796641543.4633136);
INSERT INTO public.entries VALUES (63, 'dbd8e4156988', 22, 'action', 'draw-builder red', NULL, NULL, 1796641543.4627013);
INSERT INTO public.entries VALUES (64, 'fa7bd2199c2a', 33, 'action', 'reveal-building b10', NULL, NULL, 1796641543.4658191);
INSERT INTO public.entries VALUES (65, 'dbd8e4156988', 23, 'action', 'place market-1', 1, NULL, 1796641543.4716206);
INSERT INTO public.entries VALUES (66, 'fa7bd2199c2a', 34, 'action', 'start b07', 1, NULL, 1796641543.4720519);
INSERT INTO public.entries VALUES (67, 'dbd8e4156988', 24, 'action', 'draw-builder blue', NULL, NULL, 1796641543.4751792);
INSERT INTO public.entries VALUES (68, 'fa7bd2199c2a', 35, 'action', 'reveal-building b33', NULL, NULL, 1796641543.4761202);
INSERT INTO public.entries VALUES (69, 'dbd8e4156988', 25, 'action', 'place priory-1', 0, NULL, 1796641543.4830718);
INSERT INTO public.entries VALUES (70, 'fa7bd2199c2a', 36, 'action', 'end', 1, NULL, 1796641543.4842656);
INSERT INTO public.entries VALUES (71, 'dbd8e4156988', 26, 'action', 'event erzbischof', NULL, NULL, 1796641543.4878094);
INSERT INTO public.entries VALUES (72, 'fa7bd2199c2a', 37, 'action', 'recruit w31', 0, NULL, 1796641543.490407);
INSERT INTO public.entries VALUES (73, 'dbd8e4156988', 27, 'action', 'boost woodworker-r1', 0, NULL, 1796641543.4925473);
INSERT INTO public.entries VALUES (74, 'fa7bd2199c2a', 38, 'action', 'reveal-worker w38', NULL, NULL, 1796641543.4946294);
INSERT INTO public.entries VALUES (75, 'dbd8e4156988', 28, 'action', 'boost woodworker', 1, NULL, 1796641543.4999247);
INSERT INTO public.entries VALUES (76, 'fa7bd2199c2a', 39, 'action', 'recruit w36', 0, NULL, 1796641543.5018203);
INSERT INTO public.entries VALUES (77, 'dbd8e4156988', 29, 'action', 'tax 4', NULL, NULL, 1796641543.503795);
INSERT INTO public.entries VALUES (78, 'fa7bd2199c2a', 40, 'action', 'reveal-worker w37', NULL, NULL, 1796641543.5044873);
INSERT INTO public.entries VALUES (79, 'dbd8e4156988', 30, 'action', 'discard toolmaker-r1', 0, NULL, 1796641543.5081513);
INSERT INTO public.entries VALUES (80, 'fa7bd2199c2a', 41, 'action', 'end', 0, NULL, 1796641543.509577);
INSERT INTO public.entries VALUES (81, '996b883d668a', 7, 'action', 'pass', 0, NULL, 1796641543.5147932);
INSERT INTO public.entries VALUES (82, 'fa7bd2199c2a', 42, 'action', 'recruit w38', 1, NULL, 1796641543.5163295);
INSERT INTO public.entries VALUES (83, 'fa7bd2199c2a', 43, 'action', 'reveal-worker w03', NULL, NULL, 1796641543.5225074);
INSERT INTO public.entries VALUES (84, 'dbd8e4156988', 31, 'action', 'buy sand 4', 1, NULL, 1796641543.5168724);
INSERT INTO public.entries VALUES (85, '996b883d668a', 8, 'action', 'hire woodworker-r1', 1, NULL, 1796641543.5248113);
INSERT INTO public.entries VALUES (86, 'fa7bd2199c2a', 44, 'action', 'send w38@b21', 1, NULL, 1796641543.5299149);
INSERT INTO public.entries VALUES (87, 'dbd8e4156988', 32, 'action', 'sell wood 1', 1, NULL, 1796641543.5309663);
INSERT INTO public.entries VALUES (88, '996b883d668a', 9, 'action', 'pass', 1, NULL, 1796641543.5319743);
INSERT INTO public.entries VALUES (89, '996b883d668a', 10, 'action', 'draw-builder red', NULL, NULL, 1796641543.5339117);
INSERT INTO public.entries VALUES (90, 'fa7bd2199c2a', 45, 'action', 'end', 1, NULL, 1796641543.5368905);
INSERT INTO public.entries VALUES (91, 'dbd8e4156988', 33, 'action', 'sell metal 1', 1, NULL, 1796641543.5366457);
INSERT INTO public.entries VALUES (92, 'fa7bd2199c2a', 46, 'action', 'start b10', 0, NULL, 1796641543.539701);
INSERT INTO public.entries VALUES (93, 'dbd8e4156988', 34, 'action', 'leave', 1, NULL, 1796641543.540289);
INSERT INTO public.entries VALUES (96, 'fa7bd2199c2a', 48, 'action', 'start b33', 0, NULL, 1796641543.5493212);
INSERT INTO public.entries VALUES (99, 'dbd8e4156988', 37, 'action', 'done', 1, NULL, 1796641543.5556386);
INSERT INTO public.entries VALUES (102, 'fa7bd2199c2a', 51, 'action', 'reveal-worker w28', NULL, NULL, 1796641543.567638);
INSERT INTO public.entries VALUES (105, 'dbd8e4156988', 40, 'action', 'drop sand', 1, NULL, 1796641543.5727787);
INSERT INTO public.entries VALUES (108, 'fa7bd2199c2a', 54, 'action', 'recruit w03', 1, NULL, 1796641543.5792565);
INSERT INTO public.entries VALUES (112, 'dbd8e4156988', 43, 'action', 'drop sand', 1, NULL, 1796641543.5909872);
INSERT INTO public.entries VALUES (113, 'dbd8e4156988', 44, 'action', 'deal-privileges madonna+toledo', NULL, NULL, 1796641543.5956442);
INSERT INTO public.entries VALUES (116, 'dbd8e4156988', 45, 'action', 'deal-shiring potter-r2+architect-r2', NULL, NULL, 1796641543.5982983);
INSERT INTO public.entries VALUES (118, 'dbd8e4156988', 46, 'action', 'set-aside sand-3+sand-4', NULL, NULL, 1796641543.6004355);
INSERT INTO public.entries VALUES (122, 'fa7bd2199c2a', 58, 'action', 'take-coins 2', 0, NULL, 1796641543.6045778);
INSERT INTO public.entries VALUES (125, 'ba709b9bd7ee', 6, 'action', 'deal-apprentice w04', NULL, NULL, 1796641543.6097739);
INSERT INTO public.entries VALUES (128, 'ba709b9bd7ee', 7, 'action', 'deal-apprentice w03', NULL, NULL, 1796641543.6147218);
INSERT INTO public.entries VALUES (131, 'dbd8e4156988', 49, 'action', 'take sand-2', 1, NULL, 1796641543.6207182);
INSERT INTO public.entries VALUES (135, 'dbd8e4156988', 50, 'action', 'pass', 0, NULL, 1796641543.6258583);
INSERT INTO public.entries VALUES (139, 'dbd8e4156988', 51, 'action', 'hire mason-r2', 1, NULL, 1796641543.6305146);
INSERT INTO public.entries VALUES (142, 'dbd8e4156988', 52, 'action', 'discard stonecutter', 1, NULL, 1796641543.6410568);
INSERT INTO public.entries VALUES (143, 'fa7bd2199c2a', 65, 'action', 'recruit w14', 1, NULL, 1796641543.6459994);
INSERT INTO public.entries VALUES (146, 'fa7bd2199c2a', 66, 'action', 'reveal-worker w30', NULL, NULL, 1796641543.6523035);
INSERT INTO public.entries VALUES (149, 'fa7bd2199c2a', 67, 'action', 'start b31', 0, NULL, 1796641543.661502);
INSERT INTO public.entries VALUES (152, 'ba709b9bd7ee', 15, 'action', 'start b27', 1, NULL, 1796641543.6677651);
INSERT INTO public.entries VALUES (155, 'fa7bd2199c2a', 69, 'action', 'start b22', 0, NULL, 1796641543.67705);
INSERT INTO public.entries VALUES (157, 'ba709b9bd7ee', 17, 'action', 'take-coins 1', 1, NULL, 1796641543.6813188);
INSERT INTO public.entries VALUES (160, 'fa7bd2199c2a', 71, 'action', 'recruit w28', 0, NULL, 1796641543.691251);
INSERT INTO public.entries VALUES (163, 'dbd8e4156988', 59, 'action', 'return', 1, NULL, 1796641543.6963499);
INSERT INTO public.entries VALUES (165, 'fa7bd2199c2a', 73, 'action', 'buy-action', 0, NULL, 1796641543.6997485);
INSERT INTO public.entries VALUES (168, 'fa7bd2199c2a', 74, 'action', 'start m6', 0, NULL, 1796641543.708123);
INSERT INTO public.entries VALUES (171, 'dbd8e4156988', 62, 'action', 'draw-builder red', NULL, NULL, 1796641543.7116032);
INSERT INTO public.entries VALUES (174, 'dbd8e4156988', 63, 'action', 'pass', 1, NULL, 1796641543.7172294);
INSERT INTO public.entries VALUES (177, 'fa7bd2199c2a', 78, 'action', 'recruit w30', 1, NULL, 1796641543.7223895);
INSERT INTO public.entries VALUES (180, 'dbd8e4156988', 66, 'action', 'draw-builder red', NULL, NULL, 1796641543.7268739);
INSERT INTO public.entries VALUES (183, 'fa7bd2199c2a', 81, 'action', 'reveal-building b16', NULL, NULL, 1796641543.7315156);
INSERT INTO public.entries VALUES (185, 'dbd8e4156988', 69, 'action', 'pass', 1, NULL, 1796641543.7446632);
INSERT INTO public.entries VALUES (188, 'dbd8e4156988', 70, 'action', 'place shiring-1', 0, NULL, 1796641543.7493393);
INSERT INTO public.entries VALUES (191, 'dbd8e4156988', 71, 'action', 'place priory-1', 0, NULL, 1796641543.7639978);
INSERT INTO public.entries VALUES (195, 'dbd8e4156988', 72, 'action', 'place shiring-2', 1, NULL, 1796641543.7868316);
INSERT INTO public.entries VALUES (198, 'fa7bd2199c2a', 88, 'action', 'recruit w06', 1, NULL, 1796641543.7961245);
INSERT INTO public.entries VALUES (201, 'dbd8e4156988', 75, 'action', 'place startplayer', 1, NULL, 1796641543.80336);
INSERT INTO public.entries VALUES (204, 'dbd8e4156988', 77, 'action', 'tax 5', NULL, NULL, 1796641543.8121126);
INSERT INTO public.entries VALUES (207, 'fa7bd2199c2a', 92, 'action', 'start b12', 1, NULL, 1796641543.823221);
INSERT INTO public.entries VALUES (210, 'dbd8e4156988', 80, 'action', 'use carpenter-r2 1', 1, NULL, 1796641543.8371532);
INSERT INTO public.entries VALUES (213, 'fa7bd2199c2a', 95, 'action', 'reveal-building b20', NULL, NULL, 1796641543.8481145);
INSERT INTO public.entries VALUES (216, 'fa7bd2199c2a', 96, 'action', 'take-coins 1', 0, NULL, 1796641543.8605533);
INSERT INTO public.entries VALUES (220, 'dbd8e4156988', 84, 'action', 'drop sand', 1, NULL, 1796641543.8712375);
INSERT INTO public.entries VALUES (223, 'fa7bd2199c2a', 99, 'action', 'take-coins 2', 1, NULL, 1796641543.881512);
INSERT INTO public.entries VALUES (226, 'dbd8e4156988', 87, 'action', 'use stonecutter 2', 0, NULL, 1796641543.8904715);
INSERT INTO public.entries VALUES (229, 'dbd8e4156988', 88, 'action', 'done', 0, NULL, 1796641543.899841);
INSERT INTO public.entries VALUES (232, 'fa7bd2199c2a', 104, 'action', 'reveal-building b08', NULL, NULL, 1796641543.909066);
INSERT INTO public.entries VALUES (235, 'dbd8e4156988', 91, 'action', 'set-aside wood-4+stone-4', NULL, NULL, 1796641543.9196675);
INSERT INTO public.entries VALUES (238, 'dbd8e4156988', 92, 'action', 'take sand-2', 1, NULL, 1796641543.932385);
INSERT INTO public.entries VALUES (242, 'fa7bd2199c2a', 108, 'action', 'start b08', 1, NULL, 1796641543.9413939);
INSERT INTO public.entries VALUES (245, 'dbd8e4156988', 95, 'action', 'take sand-3', 0, NULL, 1796641543.9490857);
INSERT INTO public.entries VALUES (248, 'dbd8e4156988', 96, 'action', 'pass', 1, NULL, 1796641543.9557712);
INSERT INTO public.entries VALUES (251, 'fa7bd2199c2a', 113, 'action', 'buy-action', 0, NULL, 1796641543.9661005);
INSERT INTO public.entries VALUES (254, 'dbd8e4156988', 99, 'action', 'return', 1, NULL, 1796641543.986785);
INSERT INTO public.entries VALUES (257, 'fa7bd2199c2a', 116, 'action', 'recruit w41', 1, NULL, 1796641543.99606);
INSERT INTO public.entries VALUES (260, 'fa7bd2199c2a', 118, 'action', 'take-coins 2', 1, NULL, 1796641544.0046122);
INSERT INTO public.entries VALUES (263, 'fa7bd2199c2a', 120, 'action', 'reveal-worker w08', NULL, NULL, 1796641544.020122);
INSERT INTO public.entries VALUES (266, 'fa7bd2199c2a', 121, 'action', 'recruit w25', 0, NULL, 1796641544.0359557);
INSERT INTO public.entries VALUES (269, 'dbd8e4156988', 106, 'action', 'draw-builder blue', NULL, NULL, 1796641544.042894);
INSERT INTO public.entries VALUES (272, 'fa7bd2199c2a', 124, 'action', 'reveal-worker w17', NULL, NULL, 1796641544.0587869);
INSERT INTO public.entries VALUES (276, 'dbd8e4156988', 109, 'action', 'pass', 0, NULL, 1796641544.0651498);
INSERT INTO public.entries VALUES (279, 'fa7bd2199c2a', 128, 'action', 'recruit w07', 1, NULL, 1796641544.0779443);
INSERT INTO public.entries VALUES (282, 'dbd8e4156988', 112, 'action', 'place archbishop', 1, NULL, 1796641544.082313);
INSERT INTO public.entries VALUES (285, 'fa7bd2199c2a', 131, 'action', 'reveal-worker w09', NULL, NULL, 1796641544.0953808);
INSERT INTO public.entries VALUES (288, 'dbd8e4156988', 115, 'action', 'place shiring-1', 0, NULL, 1796641544.1099024);
INSERT INTO public.entries VALUES (292, 'fa7bd2199c2a', 134, 'action', 'recruit w17', 0, NULL, 1796641544.1222095);
INSERT INTO public.entries VALUES (295, 'fa7bd2199c2a', 136, 'action', 'end', 1, NULL, 1796641544.1303818);
INSERT INTO public.entries VALUES (298, 'dbd8e4156988', 120, 'action', 'discard potter-r2', 0, NULL, 1796641544.1434667);
INSERT INTO public.entries VALUES (301, 'fa7bd2199c2a', 139, 'action', 'recruit w08', 0, NULL, 1796641544.1536617);
INSERT INTO public.entries VALUES (304, 'dbd8e4156988', 123, 'action', 'drop metal', 1, NULL, 1796641544.158049);
INSERT INTO public.entries VALUES (307, 'fa7bd2199c2a', 142, 'action', 'reveal-worker w05', NULL, NULL, 1796641544.1674333);
INSERT INTO public.entries VALUES (310, 'fa7bd2199c2a', 144, 'action', 'reveal-building b28', NULL, NULL, 1796641544.1710196);
INSERT INTO public.entries VALUES (313, 'dbd8e4156988', 127, 'action', 'drop sand', 1, NULL, 1796641544.1736493);
INSERT INTO public.entries VALUES (316, 'fa7bd2199c2a', 147, 'action', 'recruit w11', 1, NULL, 1796641544.177117);
INSERT INTO public.entries VALUES (319, 'dbd8e4156988', 130, 'action', 'drop sand', 0, NULL, 1796641544.184294);
INSERT INTO public.entries VALUES (322, 'fa7bd2199c2a', 150, 'action', 'recruit w10', 0, NULL, 1796641544.2063224);
INSERT INTO public.entries VALUES (325, 'dbd8e4156988', 133, 'action', 'drop metal', 0, NULL, 1796641544.2112403);
INSERT INTO public.entries VALUES (328, 'fa7bd2199c2a', 153, 'action', 'start b14', 1, NULL, 1796641544.2162404);
INSERT INTO public.entries VALUES (331, 'dbd8e4156988', 136, 'action', 'set-aside sand-2+wood-2', NULL, NULL, 1796641544.2191286);
INSERT INTO public.entries VALUES (334, 'fa7bd2199c2a', 156, 'action', 'reveal-building b27', NULL, NULL, 1796641544.22446);
INSERT INTO public.entries VALUES (336, 'dbd8e4156988', 139, 'action', 'take sand-3', 1, NULL, 1796641544.2330225);
INSERT INTO public.entries VALUES (339, 'fa7bd2199c2a', 158, 'action', 'reveal-building b06', NULL, NULL, 1796641544.2376812);
INSERT INTO public.entries VALUES (342, 'dbd8e4156988', 142, 'action', 'draw-builder red', NULL, NULL, 1796641544.2456923);
INSERT INTO public.entries VALUES (345, 'fa7bd2199c2a', 161, 'action', 'recruit w15', 0, NULL, 1796641544.253854);
INSERT INTO public.entries VALUES (348, 'dbd8e4156988', 145, 'action', 'draw-builder red', NULL, NULL, 1796641544.2616963);
INSERT INTO public.entries VALUES (351, 'fa7bd2199c2a', 164, 'action', 'take-coins 3', 0, NULL, 1796641544.270498);
INSERT INTO public.entries VALUES (354, 'dbd8e4156988', 148, 'action', 'draw-builder blue', NULL, NULL, 1796641544.2757988);
INSERT INTO public.entries VALUES (357, 'fa7bd2199c2a', 167, 'action', 'reveal-building b24', NULL, NULL, 1796641544.2860196);
INSERT INTO public.entries VALUES (360, 'dbd8e4156988', 151, 'action', 'pass', 0, NULL, 1796641544.2906349);
INSERT INTO public.entries VALUES (363, 'dbd8e4156988', 153, 'action', 'pass', 1, NULL, 1796641544.2940938);
INSERT INTO public.entries VALUES (366, 'dbd8e4156988', 155, 'action', 'pass', 0, NULL, 1796641544.298401);
INSERT INTO public.entries VALUES (369, 'fa7bd2199c2a', 172, 'action', 'reveal-building m1', NULL, NULL, 1796641544.3059556);
INSERT INTO public.entries VALUES (372, 'fa7bd2199c2a', 174, 'action', 'reveal-building b05', NULL, NULL, 1796641544.313115);
INSERT INTO public.entries VALUES (94, 'fa7bd2199c2a', 47, 'action', 'reveal-building m2', NULL, NULL, 1796641543.5416582);
INSERT INTO public.entries VALUES (97, 'dbd8e4156988', 36, 'action', 'done', 0, NULL, 1796641543.5509439);
INSERT INTO public.entries VALUES (100, 'fa7bd2199c2a', 50, 'action', 'recruit w37', 0, NULL, 1796641543.5635574);
INSERT INTO public.entries VALUES (103, 'dbd8e4156988', 39, 'action', 'drop sand', 1, NULL, 1796641543.5694811);
INSERT INTO public.entries VALUES (106, 'fa7bd2199c2a', 53, 'action', 'reveal-building b34', NULL, NULL, 1796641543.5746047);
INSERT INTO public.entries VALUES (109, 'dbd8e4156988', 42, 'action', 'drop sand', 1, NULL, 1796641543.5814915);
INSERT INTO public.entries VALUES (111, 'ba709b9bd7ee', 0, 'action', 'reveal-building b15', NULL, NULL, 1796641543.5890243);
INSERT INTO public.entries VALUES (114, 'ba709b9bd7ee', 1, 'action', 'reveal-building b31', NULL, NULL, 1796641543.5963154);
INSERT INTO public.entries VALUES (117, 'ba709b9bd7ee', 2, 'action', 'reveal-building b27', NULL, NULL, 1796641543.5988846);
INSERT INTO public.entries VALUES (120, 'ba709b9bd7ee', 3, 'action', 'reveal-building m5', NULL, NULL, 1796641543.6016815);
INSERT INTO public.entries VALUES (123, 'dbd8e4156988', 47, 'action', 'hire carpenter-r2', 1, NULL, 1796641543.6054077);
INSERT INTO public.entries VALUES (126, 'fa7bd2199c2a', 59, 'action', 'start b34', 0, NULL, 1796641543.612465);
INSERT INTO public.entries VALUES (129, 'fa7bd2199c2a', 60, 'action', 'reveal-building m5', NULL, NULL, 1796641543.617475);
INSERT INTO public.entries VALUES (132, 'ba709b9bd7ee', 9, 'action', 'reveal-worker w26', NULL, NULL, 1796641543.6230462);
INSERT INTO public.entries VALUES (134, 'ba709b9bd7ee', 10, 'action', 'reveal-worker w20', NULL, NULL, 1796641543.6261168);
INSERT INTO public.entries VALUES (137, 'ba709b9bd7ee', 11, 'action', 'reveal-worker w05', NULL, NULL, 1796641543.6288462);
INSERT INTO public.entries VALUES (140, 'ba709b9bd7ee', 12, 'action', 'reveal-worker w37', NULL, NULL, 1796641543.6380916);
INSERT INTO public.entries VALUES (145, 'dbd8e4156988', 53, 'action', 'take wood-2', 1, NULL, 1796641543.6502364);
INSERT INTO public.entries VALUES (148, 'dbd8e4156988', 54, 'action', 'pass', 1, NULL, 1796641543.6550686);
INSERT INTO public.entries VALUES (151, 'fa7bd2199c2a', 68, 'action', 'reveal-building m8', NULL, NULL, 1796641543.6640172);
INSERT INTO public.entries VALUES (154, 'ba709b9bd7ee', 16, 'action', 'reveal-building b19', NULL, NULL, 1796641543.6705816);
INSERT INTO public.entries VALUES (158, 'dbd8e4156988', 57, 'action', 'pass', 0, NULL, 1796641543.681039);
INSERT INTO public.entries VALUES (161, 'fa7bd2199c2a', 72, 'action', 'reveal-worker w20', NULL, NULL, 1796641543.6929219);
INSERT INTO public.entries VALUES (164, 'ba709b9bd7ee', 19, 'action', 'reveal-worker w19', NULL, NULL, 1796641543.6980672);
INSERT INTO public.entries VALUES (167, 'ba709b9bd7ee', 20, 'action', 'buy-action', 1, NULL, 1796641543.703656);
INSERT INTO public.entries VALUES (170, 'fa7bd2199c2a', 75, 'action', 'reveal-building b12', NULL, NULL, 1796641543.7103767);
INSERT INTO public.entries VALUES (173, 'fa7bd2199c2a', 76, 'action', 'recruit w01', 1, NULL, 1796641543.7159178);
INSERT INTO public.entries VALUES (176, 'dbd8e4156988', 64, 'action', 'draw-builder blue', NULL, NULL, 1796641543.72034);
INSERT INTO public.entries VALUES (178, 'fa7bd2199c2a', 79, 'action', 'reveal-worker w42', NULL, NULL, 1796641543.7248921);
INSERT INTO public.entries VALUES (182, 'dbd8e4156988', 67, 'action', 'pass', 1, NULL, 1796641543.7298815);
INSERT INTO public.entries VALUES (186, 'fa7bd2199c2a', 82, 'action', 'recruit w22', 0, NULL, 1796641543.7441316);
INSERT INTO public.entries VALUES (189, 'fa7bd2199c2a', 84, 'action', 'recruit w42', 0, NULL, 1796641543.756332);
INSERT INTO public.entries VALUES (192, 'ba709b9bd7ee', 22, 'action', 'recruit w20', 0, NULL, 1796641543.764712);
INSERT INTO public.entries VALUES (194, 'fa7bd2199c2a', 86, 'action', 'recruit w20', 0, NULL, 1796641543.7837572);
INSERT INTO public.entries VALUES (197, 'dbd8e4156988', 73, 'action', 'place kingsbridge-2', 0, NULL, 1796641543.7924662);
INSERT INTO public.entries VALUES (200, 'fa7bd2199c2a', 89, 'action', 'reveal-worker w32', NULL, NULL, 1796641543.7991104);
INSERT INTO public.entries VALUES (203, 'dbd8e4156988', 76, 'action', 'event richard-event', NULL, NULL, 1796641543.8098161);
INSERT INTO public.entries VALUES (205, 'fa7bd2199c2a', 91, 'action', 'reveal-worker w35', NULL, NULL, 1796641543.813705);
INSERT INTO public.entries VALUES (208, 'dbd8e4156988', 79, 'action', 'discard mortar-mixer', 1, NULL, 1796641543.8263316);
INSERT INTO public.entries VALUES (211, 'fa7bd2199c2a', 94, 'action', 'start b16', 0, NULL, 1796641543.8418527);
INSERT INTO public.entries VALUES (215, 'dbd8e4156988', 81, 'action', 'done', 1, NULL, 1796641543.8533342);
INSERT INTO public.entries VALUES (217, 'dbd8e4156988', 82, 'action', 'drop wood', 1, NULL, 1796641543.8610494);
INSERT INTO public.entries VALUES (219, 'fa7bd2199c2a', 97, 'action', 'recruit w18', 0, NULL, 1796641543.8681448);
INSERT INTO public.entries VALUES (222, 'dbd8e4156988', 85, 'action', 'drop sand', 1, NULL, 1796641543.8795812);
INSERT INTO public.entries VALUES (225, 'fa7bd2199c2a', 100, 'action', 'send w33@b12', 1, NULL, 1796641543.8885744);
INSERT INTO public.entries VALUES (228, 'fa7bd2199c2a', 102, 'action', 'reveal-building b15', NULL, NULL, 1796641543.8991463);
INSERT INTO public.entries VALUES (231, 'dbd8e4156988', 89, 'action', 'deal-privileges tom+francis', NULL, NULL, 1796641543.9063137);
INSERT INTO public.entries VALUES (234, 'dbd8e4156988', 90, 'action', 'deal-shiring potter-r3+mason-r3', NULL, NULL, 1796641543.915789);
INSERT INTO public.entries VALUES (236, 'ba709b9bd7ee', 27, 'action', 'reveal-worker w22', NULL, NULL, 1796641543.9217746);
INSERT INTO public.entries VALUES (239, 'fa7bd2199c2a', 106, 'action', 'start b20', 1, NULL, 1796641543.9327931);
INSERT INTO public.entries VALUES (241, 'dbd8e4156988', 93, 'action', 'take sand-4', 0, NULL, 1796641543.939839);
INSERT INTO public.entries VALUES (244, 'fa7bd2199c2a', 109, 'action', 'reveal-building b14', NULL, NULL, 1796641543.9461718);
INSERT INTO public.entries VALUES (247, 'fa7bd2199c2a', 111, 'action', 'reveal-worker w21', NULL, NULL, 1796641543.9544792);
INSERT INTO public.entries VALUES (250, 'dbd8e4156988', 97, 'action', 'pass', 0, NULL, 1796641543.9631534);
INSERT INTO public.entries VALUES (253, 'fa7bd2199c2a', 114, 'action', 'recruit w35', 0, NULL, 1796641543.982948);
INSERT INTO public.entries VALUES (256, 'dbd8e4156988', 100, 'action', 'draw-builder red', NULL, NULL, 1796641543.9938893);
INSERT INTO public.entries VALUES (259, 'fa7bd2199c2a', 117, 'action', 'reveal-worker w13', NULL, NULL, 1796641544.001692);
INSERT INTO public.entries VALUES (261, 'dbd8e4156988', 102, 'action', 'draw-builder red', NULL, NULL, 1796641544.0060568);
INSERT INTO public.entries VALUES (264, 'dbd8e4156988', 103, 'action', 'place startplayer', 1, NULL, 1796641544.0227168);
INSERT INTO public.entries VALUES (267, 'dbd8e4156988', 105, 'action', 'pass', 0, NULL, 1796641544.0387523);
INSERT INTO public.entries VALUES (271, 'dbd8e4156988', 107, 'action', 'pass', 0, NULL, 1796641544.0566761);
INSERT INTO public.entries VALUES (274, 'fa7bd2199c2a', 125, 'action', 'send w16@b01', 1, NULL, 1796641544.0631318);
INSERT INTO public.entries VALUES (277, 'fa7bd2199c2a', 127, 'action', 'reveal-worker w27', NULL, NULL, 1796641544.0734172);
INSERT INTO public.entries VALUES (280, 'dbd8e4156988', 111, 'action', 'place priory-1', 1, NULL, 1796641544.078145);
INSERT INTO public.entries VALUES (283, 'fa7bd2199c2a', 130, 'action', 'recruit w27', 0, NULL, 1796641544.0921423);
INSERT INTO public.entries VALUES (286, 'dbd8e4156988', 114, 'action', 'place kingsbridge-2', 0, NULL, 1796641544.0976562);
INSERT INTO public.entries VALUES (289, 'fa7bd2199c2a', 133, 'action', 'reveal-worker w10', NULL, NULL, 1796641544.1118846);
INSERT INTO public.entries VALUES (291, 'dbd8e4156988', 117, 'action', 'take-cube wood', 1, NULL, 1796641544.1226084);
INSERT INTO public.entries VALUES (293, 'fa7bd2199c2a', 135, 'action', 'reveal-worker w11', NULL, NULL, 1796641544.1250336);
INSERT INTO public.entries VALUES (296, 'dbd8e4156988', 119, 'action', 'discard woodworker-r1', 0, NULL, 1796641544.1333709);
INSERT INTO public.entries VALUES (299, 'fa7bd2199c2a', 138, 'action', 'reveal-worker w34', NULL, NULL, 1796641544.144309);
INSERT INTO public.entries VALUES (302, 'dbd8e4156988', 122, 'action', 'done', 1, NULL, 1796641544.1544776);
INSERT INTO public.entries VALUES (305, 'fa7bd2199c2a', 141, 'action', 'recruit w34', 0, NULL, 1796641544.165387);
INSERT INTO public.entries VALUES (308, 'dbd8e4156988', 125, 'action', 'drop stone', 1, NULL, 1796641544.1685698);
INSERT INTO public.entries VALUES (311, 'dbd8e4156988', 126, 'action', 'drop sand', 1, NULL, 1796641544.1713362);
INSERT INTO public.entries VALUES (314, 'fa7bd2199c2a', 146, 'action', 'reveal-worker w23', NULL, NULL, 1796641544.1750555);
INSERT INTO public.entries VALUES (317, 'dbd8e4156988', 129, 'action', 'drop sand', 0, NULL, 1796641544.178082);
INSERT INTO public.entries VALUES (320, 'fa7bd2199c2a', 149, 'action', 'recruit w09', 0, NULL, 1796641544.1928928);
INSERT INTO public.entries VALUES (323, 'dbd8e4156988', 132, 'action', 'drop metal', 0, NULL, 1796641544.208028);
INSERT INTO public.entries VALUES (326, 'fa7bd2199c2a', 152, 'action', 'reveal-building m4', NULL, NULL, 1796641544.2137065);
INSERT INTO public.entries VALUES (329, 'dbd8e4156988', 135, 'action', 'deal-shiring sculptor-r4+carpenter-r4', NULL, NULL, 1796641544.2176254);
INSERT INTO public.entries VALUES (333, 'fa7bd2199c2a', 155, 'action', 'start m5', 1, NULL, 1796641544.2227368);
INSERT INTO public.entries VALUES (335, 'dbd8e4156988', 138, 'action', 'take stone-4', 0, NULL, 1796641544.2268817);
INSERT INTO public.entries VALUES (338, 'dbd8e4156988', 140, 'action', 'pass', 0, NULL, 1796641544.2356923);
INSERT INTO public.entries VALUES (341, 'fa7bd2199c2a', 159, 'action', 'start b27', 0, NULL, 1796641544.243755);
INSERT INTO public.entries VALUES (344, 'dbd8e4156988', 143, 'action', 'keep', 1, NULL, 1796641544.248636);
INSERT INTO public.entries VALUES (347, 'fa7bd2199c2a', 162, 'action', 'take-coins 1', 1, NULL, 1796641544.257717);
INSERT INTO public.entries VALUES (350, 'dbd8e4156988', 146, 'action', 'keep', 1, NULL, 1796641544.2651274);
INSERT INTO public.entries VALUES (353, 'fa7bd2199c2a', 165, 'action', 'buy-action', 0, NULL, 1796641544.2736733);
INSERT INTO public.entries VALUES (356, 'dbd8e4156988', 149, 'action', 'return', 1, NULL, 1796641544.281903);
INSERT INTO public.entries VALUES (359, 'fa7bd2199c2a', 168, 'action', 'start m7', 1, NULL, 1796641544.2886112);
INSERT INTO public.entries VALUES (362, 'dbd8e4156988', 152, 'action', 'draw-builder red', NULL, NULL, 1796641544.2920601);
INSERT INTO public.entries VALUES (364, 'dbd8e4156988', 154, 'action', 'draw-builder blue', NULL, NULL, 1796641544.295816);
INSERT INTO public.entries VALUES (95, 'dbd8e4156988', 35, 'action', 'use stonecutter 2', 0, NULL, 1796641543.5442936);
INSERT INTO public.entries VALUES (98, 'fa7bd2199c2a', 49, 'action', 'reveal-building b31', NULL, NULL, 1796641543.5525727);
INSERT INTO public.entries VALUES (101, 'dbd8e4156988', 38, 'action', 'drop wood', 1, NULL, 1796641543.565579);
INSERT INTO public.entries VALUES (104, 'fa7bd2199c2a', 52, 'action', 'start m2', 1, NULL, 1796641543.5719965);
INSERT INTO public.entries VALUES (107, 'dbd8e4156988', 41, 'action', 'drop sand', 1, NULL, 1796641543.5768409);
INSERT INTO public.entries VALUES (110, 'fa7bd2199c2a', 55, 'action', 'reveal-worker w22', NULL, NULL, 1796641543.5820131);
INSERT INTO public.entries VALUES (115, 'fa7bd2199c2a', 56, 'action', 'start b09', 1, NULL, 1796641543.5951943);
INSERT INTO public.entries VALUES (119, 'fa7bd2199c2a', 57, 'action', 'reveal-building m3', NULL, NULL, 1796641543.6002576);
INSERT INTO public.entries VALUES (121, 'ba709b9bd7ee', 4, 'action', 'reveal-building m2', NULL, NULL, 1796641543.6036303);
INSERT INTO public.entries VALUES (124, 'ba709b9bd7ee', 5, 'action', 'reveal-building m8', NULL, NULL, 1796641543.6066875);
INSERT INTO public.entries VALUES (127, 'dbd8e4156988', 48, 'action', 'take stone-4', 0, NULL, 1796641543.6136997);
INSERT INTO public.entries VALUES (130, 'ba709b9bd7ee', 8, 'action', 'reveal-worker w40', NULL, NULL, 1796641543.6199012);
INSERT INTO public.entries VALUES (133, 'fa7bd2199c2a', 61, 'action', 'end', 0, NULL, 1796641543.6238031);
INSERT INTO public.entries VALUES (136, 'fa7bd2199c2a', 62, 'action', 'recruit w16', 1, NULL, 1796641543.6274734);
INSERT INTO public.entries VALUES (138, 'fa7bd2199c2a', 63, 'action', 'reveal-worker w01', NULL, NULL, 1796641543.6307125);
INSERT INTO public.entries VALUES (141, 'fa7bd2199c2a', 64, 'action', 'send w03@b21', 1, NULL, 1796641543.641418);
INSERT INTO public.entries VALUES (144, 'ba709b9bd7ee', 13, 'action', 'reveal-worker w21', NULL, NULL, 1796641543.6452785);
INSERT INTO public.entries VALUES (147, 'ba709b9bd7ee', 14, 'action', 'first-player p2', NULL, NULL, 1796641543.652679);
INSERT INTO public.entries VALUES (150, 'dbd8e4156988', 55, 'action', 'draw-builder blue', NULL, NULL, 1796641543.6628342);
INSERT INTO public.entries VALUES (153, 'dbd8e4156988', 56, 'action', 'keep', 1, NULL, 1796641543.6693537);
INSERT INTO public.entries VALUES (156, 'fa7bd2199c2a', 70, 'action', 'reveal-building b23', NULL, NULL, 1796641543.6791797);
INSERT INTO public.entries VALUES (159, 'dbd8e4156988', 58, 'action', 'draw-builder blue', NULL, NULL, 1796641543.6871374);
INSERT INTO public.entries VALUES (162, 'ba709b9bd7ee', 18, 'action', 'recruit w05', 1, NULL, 1796641543.694473);
INSERT INTO public.entries VALUES (166, 'dbd8e4156988', 60, 'action', 'draw-builder blue', NULL, NULL, 1796641543.6989198);
INSERT INTO public.entries VALUES (169, 'dbd8e4156988', 61, 'action', 'pass', 0, NULL, 1796641543.7078009);
INSERT INTO public.entries VALUES (172, 'ba709b9bd7ee', 21, 'action', 'send w03@b27', 1, NULL, 1796641543.7119136);
INSERT INTO public.entries VALUES (175, 'fa7bd2199c2a', 77, 'action', 'reveal-worker w12', NULL, NULL, 1796641543.718696);
INSERT INTO public.entries VALUES (179, 'dbd8e4156988', 65, 'action', 'pass', 0, NULL, 1796641543.7243667);
INSERT INTO public.entries VALUES (181, 'fa7bd2199c2a', 80, 'action', 'start b23', 1, NULL, 1796641543.7293131);
INSERT INTO public.entries VALUES (184, 'dbd8e4156988', 68, 'action', 'draw-builder red', NULL, NULL, 1796641543.7318757);
INSERT INTO public.entries VALUES (187, 'fa7bd2199c2a', 83, 'action', 'reveal-worker w07', NULL, NULL, 1796641543.7483761);
INSERT INTO public.entries VALUES (190, 'fa7bd2199c2a', 85, 'action', 'reveal-worker w33', NULL, NULL, 1796641543.7626216);
INSERT INTO public.entries VALUES (193, 'ba709b9bd7ee', 23, 'action', 'reveal-worker w07', NULL, NULL, 1796641543.7745306);
INSERT INTO public.entries VALUES (196, 'fa7bd2199c2a', 87, 'action', 'reveal-worker w18', NULL, NULL, 1796641543.7881799);
INSERT INTO public.entries VALUES (199, 'dbd8e4156988', 74, 'action', 'place court-1', 1, NULL, 1796641543.7975924);
INSERT INTO public.entries VALUES (202, 'fa7bd2199c2a', 90, 'action', 'recruit w33', 1, NULL, 1796641543.8048084);
INSERT INTO public.entries VALUES (206, 'dbd8e4156988', 78, 'action', 'discard mortar-mixer', 0, NULL, 1796641543.8191662);
INSERT INTO public.entries VALUES (209, 'fa7bd2199c2a', 93, 'action', 'reveal-building b02', NULL, NULL, 1796641543.830206);
INSERT INTO public.entries VALUES (212, 'ba709b9bd7ee', 24, 'action', 'recruit w19', 0, NULL, 1796641543.844056);
INSERT INTO public.entries VALUES (214, 'ba709b9bd7ee', 25, 'action', 'reveal-worker w38', NULL, NULL, 1796641543.850085);
INSERT INTO public.entries VALUES (218, 'dbd8e4156988', 83, 'action', 'drop sand', 1, NULL, 1796641543.864964);
INSERT INTO public.entries VALUES (221, 'fa7bd2199c2a', 98, 'action', 'reveal-worker w41', NULL, NULL, 1796641543.87195);
INSERT INTO public.entries VALUES (224, 'dbd8e4156988', 86, 'action', 'drop metal', 1, NULL, 1796641543.8852713);
INSERT INTO public.entries VALUES (227, 'fa7bd2199c2a', 101, 'action', 'start m8', 0, NULL, 1796641543.893615);
INSERT INTO public.entries VALUES (230, 'fa7bd2199c2a', 103, 'action', 'start m3', 0, NULL, 1796641543.9034986);
INSERT INTO public.entries VALUES (233, 'ba709b9bd7ee', 26, 'action', 'recruit w26', 0, NULL, 1796641543.9135752);
INSERT INTO public.entries VALUES (237, 'fa7bd2199c2a', 105, 'action', 'send w02@b25', 0, NULL, 1796641543.9254744);
INSERT INTO public.entries VALUES (240, 'fa7bd2199c2a', 107, 'action', 'reveal-building b03', NULL, NULL, 1796641543.935466);
INSERT INTO public.entries VALUES (243, 'dbd8e4156988', 94, 'action', 'take stone-3', 1, NULL, 1796641543.9443367);
INSERT INTO public.entries VALUES (246, 'fa7bd2199c2a', 110, 'action', 'recruit w32', 1, NULL, 1796641543.9508622);
INSERT INTO public.entries VALUES (249, 'fa7bd2199c2a', 112, 'action', 'take-coins 3', 0, NULL, 1796641543.958692);
INSERT INTO public.entries VALUES (252, 'dbd8e4156988', 98, 'action', 'draw-builder red', NULL, NULL, 1796641543.9666917);
INSERT INTO public.entries VALUES (255, 'fa7bd2199c2a', 115, 'action', 'reveal-worker w25', NULL, NULL, 1796641543.9907591);
INSERT INTO public.entries VALUES (258, 'dbd8e4156988', 101, 'action', 'pass', 1, NULL, 1796641543.9988742);
INSERT INTO public.entries VALUES (262, 'fa7bd2199c2a', 119, 'action', 'recruit w21', 0, NULL, 1796641544.017639);
INSERT INTO public.entries VALUES (265, 'dbd8e4156988', 104, 'action', 'draw-builder blue', NULL, NULL, 1796641544.0250359);
INSERT INTO public.entries VALUES (268, 'fa7bd2199c2a', 122, 'action', 'reveal-worker w26', NULL, NULL, 1796641544.0402212);
INSERT INTO public.entries VALUES (270, 'fa7bd2199c2a', 123, 'action', 'recruit w12', 0, NULL, 1796641544.054468);
INSERT INTO public.entries VALUES (273, 'dbd8e4156988', 108, 'action', 'draw-builder blue', NULL, NULL, 1796641544.0600455);
INSERT INTO public.entries VALUES (275, 'fa7bd2199c2a', 126, 'action', 'recruit w26', 1, NULL, 1796641544.0705383);
INSERT INTO public.entries VALUES (278, 'dbd8e4156988', 110, 'action', 'draw-builder red', NULL, NULL, 1796641544.0744445);
INSERT INTO public.entries VALUES (281, 'fa7bd2199c2a', 129, 'action', 'reveal-worker w24', NULL, NULL, 1796641544.079948);
INSERT INTO public.entries VALUES (284, 'dbd8e4156988', 113, 'action', 'place shiring-2', 0, NULL, 1796641544.093754);
INSERT INTO public.entries VALUES (287, 'fa7bd2199c2a', 132, 'action', 'recruit w24', 0, NULL, 1796641544.1069543);
INSERT INTO public.entries VALUES (290, 'dbd8e4156988', 116, 'action', 'event william', NULL, NULL, 1796641544.1125607);
INSERT INTO public.entries VALUES (294, 'dbd8e4156988', 118, 'action', 'tax 3', NULL, NULL, 1796641544.124835);
INSERT INTO public.entries VALUES (297, 'fa7bd2199c2a', 137, 'action', 'recruit w13', 0, NULL, 1796641544.1424768);
INSERT INTO public.entries VALUES (300, 'dbd8e4156988', 121, 'action', 'use carpenter-r2 1', 1, NULL, 1796641544.1462886);
INSERT INTO public.entries VALUES (303, 'fa7bd2199c2a', 140, 'action', 'reveal-worker w40', NULL, NULL, 1796641544.1562235);
INSERT INTO public.entries VALUES (306, 'dbd8e4156988', 124, 'action', 'drop sand', 1, NULL, 1796641544.165779);
INSERT INTO public.entries VALUES (309, 'fa7bd2199c2a', 143, 'action', 'start b15', 1, NULL, 1796641544.1695478);
INSERT INTO public.entries VALUES (312, 'fa7bd2199c2a', 145, 'action', 'recruit w40', 1, NULL, 1796641544.1733613);
INSERT INTO public.entries VALUES (315, 'dbd8e4156988', 128, 'action', 'done', 0, NULL, 1796641544.1758847);
INSERT INTO public.entries VALUES (318, 'fa7bd2199c2a', 148, 'action', 'recruit w23', 0, NULL, 1796641544.1828508);
INSERT INTO public.entries VALUES (321, 'dbd8e4156988', 131, 'action', 'drop metal', 0, NULL, 1796641544.2005005);
INSERT INTO public.entries VALUES (324, 'fa7bd2199c2a', 151, 'action', 'start b11', 1, NULL, 1796641544.2109845);
INSERT INTO public.entries VALUES (327, 'dbd8e4156988', 134, 'action', 'deal-privileges aliena+ellen', NULL, NULL, 1796641544.2142167);
INSERT INTO public.entries VALUES (330, 'fa7bd2199c2a', 154, 'action', 'reveal-building b17', NULL, NULL, 1796641544.2181463);
INSERT INTO public.entries VALUES (332, 'dbd8e4156988', 137, 'action', 'take sand-4', 1, NULL, 1796641544.222984);
INSERT INTO public.entries VALUES (337, 'fa7bd2199c2a', 157, 'action', 'start b28', 0, NULL, 1796641544.2325487);
INSERT INTO public.entries VALUES (340, 'dbd8e4156988', 141, 'action', 'pass', 1, NULL, 1796641544.2398388);
INSERT INTO public.entries VALUES (343, 'fa7bd2199c2a', 160, 'action', 'reveal-building m7', NULL, NULL, 1796641544.2468104);
INSERT INTO public.entries VALUES (346, 'dbd8e4156988', 144, 'action', 'pass', 1, NULL, 1796641544.2554984);
INSERT INTO public.entries VALUES (349, 'fa7bd2199c2a', 163, 'action', 'end', 1, NULL, 1796641544.263535);
INSERT INTO public.entries VALUES (352, 'dbd8e4156988', 147, 'action', 'pass', 1, NULL, 1796641544.2723162);
INSERT INTO public.entries VALUES (355, 'fa7bd2199c2a', 166, 'action', 'start b17', 0, NULL, 1796641544.2806711);
INSERT INTO public.entries VALUES (358, 'dbd8e4156988', 150, 'action', 'draw-builder blue', NULL, NULL, 1796641544.2869225);
INSERT INTO public.entries VALUES (361, 'fa7bd2199c2a', 169, 'action', 'reveal-building b18', NULL, NULL, 1796641544.2917027);
INSERT INTO public.entries VALUES (365, 'fa7bd2199c2a', 170, 'action', 'take-coins 2', 1, NULL, 1796641544.2963486);
INSERT INTO public.entries VALUES (368, 'fa7bd2199c2a', 171, 'action', 'start b24', 0, NULL, 1796641544.3044546);
INSERT INTO public.entries VALUES (371, 'fa7bd2199c2a', 173, 'action', 'start b18', 0, NULL, 1796641544.311786);
INSERT INTO public.entries VALUES (375, 'fa7bd2199c2a', 175, 'action', 'recruit w05', 0, NULL, 1796641544.3191686);
INSERT INTO public.entries VALUES (378, 'dbd8e4156988', 161, 'action', 'place court-1', 1, NULL, 1796641544.3257668);
INSERT INTO public.entries VALUES (380, 'fa7bd2199c2a', 178, 'action', 'reveal-building b32', NULL, NULL, 1796641544.3296661);
INSERT INTO public.entries VALUES (367, 'dbd8e4156988', 156, 'action', 'draw-builder blue', NULL, NULL, 1796641544.3032036);
INSERT INTO public.entries VALUES (370, 'dbd8e4156988', 157, 'action', 'pass', 0, NULL, 1796641544.3072104);
INSERT INTO public.entries VALUES (373, 'dbd8e4156988', 158, 'action', 'place priory-1', 1, NULL, 1796641544.3145964);
INSERT INTO public.entries VALUES (376, 'dbd8e4156988', 160, 'action', 'place shiring-2', 0, NULL, 1796641544.3223975);
INSERT INTO public.entries VALUES (379, 'fa7bd2199c2a', 177, 'action', 'start b06', 1, NULL, 1796641544.3275452);
INSERT INTO public.entries VALUES (382, 'fa7bd2199c2a', 179, 'action', 'start b05', 1, NULL, 1796641544.3320315);
INSERT INTO public.entries VALUES (385, 'dbd8e4156988', 164, 'action', 'event konflikt', NULL, NULL, 1796641544.3356712);
INSERT INTO public.entries VALUES (388, 'dbd8e4156988', 166, 'action', 'discard potter-r3', 0, NULL, 1796641544.341085);
INSERT INTO public.entries VALUES (391, 'fa7bd2199c2a', 183, 'action', 'reveal-building b30', NULL, NULL, 1796641544.3495588);
INSERT INTO public.entries VALUES (395, 'dbd8e4156988', 169, 'action', 'drop sand', 1, NULL, 1796641544.3590965);
INSERT INTO public.entries VALUES (398, 'fa7bd2199c2a', 187, 'action', 'reveal-building b13', NULL, NULL, 1796641544.3654826);
INSERT INTO public.entries VALUES (401, 'fa7bd2199c2a', 189, 'action', 'reveal-building b04', NULL, NULL, 1796641544.370927);
INSERT INTO public.entries VALUES (404, 'dbd8e4156988', 173, 'action', 'drop stone', 1, NULL, 1796641544.375936);
INSERT INTO public.entries VALUES (407, 'fa7bd2199c2a', 192, 'action', 'buy-action', 0, NULL, 1796641544.3832262);
INSERT INTO public.entries VALUES (410, 'dbd8e4156988', 176, 'action', 'drop sand', 1, NULL, 1796641544.389018);
INSERT INTO public.entries VALUES (413, 'fa7bd2199c2a', 195, 'action', 'end', 1, NULL, 1796641544.3940294);
INSERT INTO public.entries VALUES (416, 'dbd8e4156988', 179, 'action', 'use mortar-mixer-r1 2', 0, NULL, 1796641544.4041145);
INSERT INTO public.entries VALUES (418, 'fa7bd2199c2a', 198, 'action', 'start b13', 0, NULL, 1796641544.4133005);
INSERT INTO public.entries VALUES (422, 'fa7bd2199c2a', 199, 'action', 'take-coins 1', 1, NULL, 1796641544.4219537);
INSERT INTO public.entries VALUES (424, 'fa7bd2199c2a', 200, 'action', 'end', 1, NULL, 1796641544.427062);
INSERT INTO public.entries VALUES (427, 'dbd8e4156988', 185, 'action', 'take stone-4', 0, NULL, 1796641544.4359994);
INSERT INTO public.entries VALUES (430, 'fa7bd2199c2a', 203, 'action', 'send w13@b13', 0, NULL, 1796641544.4417152);
INSERT INTO public.entries VALUES (433, 'dbd8e4156988', 188, 'action', 'pass', 0, NULL, 1796641544.4518576);
INSERT INTO public.entries VALUES (436, 'fa7bd2199c2a', 206, 'action', 'take-coins 3', 0, NULL, 1796641544.4585714);
INSERT INTO public.entries VALUES (439, 'dbd8e4156988', 191, 'action', 'pass', 0, NULL, 1796641544.4701126);
INSERT INTO public.entries VALUES (442, 'fa7bd2199c2a', 209, 'action', 'send w40@b15', 1, NULL, 1796641544.4765143);
INSERT INTO public.entries VALUES (445, 'fa7bd2199c2a', 211, 'action', 'take-coins 3', 0, NULL, 1796641544.4824278);
INSERT INTO public.entries VALUES (448, 'dbd8e4156988', 195, 'action', 'draw-builder blue', NULL, NULL, 1796641544.4863005);
INSERT INTO public.entries VALUES (452, 'dbd8e4156988', 197, 'action', 'draw-builder red', NULL, NULL, 1796641544.4942002);
INSERT INTO public.entries VALUES (456, 'fa7bd2199c2a', 216, 'action', 'buy-action', 0, NULL, 1796641544.5008717);
INSERT INTO public.entries VALUES (459, 'fa7bd2199c2a', 217, 'action', 'send w10@b10', 0, NULL, 1796641544.5200672);
INSERT INTO public.entries VALUES (462, 'dbd8e4156988', 203, 'action', 'draw-builder red', NULL, NULL, 1796641544.5251617);
INSERT INTO public.entries VALUES (465, 'fa7bd2199c2a', 220, 'action', 'buy-action', 0, NULL, 1796641544.581951);
INSERT INTO public.entries VALUES (467, 'dbd8e4156988', 206, 'action', 'place kingsbridge-1', 0, NULL, 1796641544.6307416);
INSERT INTO public.entries VALUES (471, 'fa7bd2199c2a', 222, 'action', 'buy-action', 0, NULL, 1796641544.6376405);
INSERT INTO public.entries VALUES (474, 'dbd8e4156988', 210, 'action', 'place priory-1', 1, NULL, 1796641544.6480289);
INSERT INTO public.entries VALUES (477, 'dbd8e4156988', 212, 'action', 'tax 4', NULL, NULL, 1796641544.6519227);
INSERT INTO public.entries VALUES (480, 'fa7bd2199c2a', 226, 'action', 'start b03', 1, NULL, 1796641544.6573694);
INSERT INTO public.entries VALUES (483, 'dbd8e4156988', 215, 'action', 'use sculptor-r4 2', 0, NULL, 1796641544.665058);
INSERT INTO public.entries VALUES (486, 'fa7bd2199c2a', 229, 'action', 'end', 1, NULL, 1796641544.6696699);
INSERT INTO public.entries VALUES (489, 'dbd8e4156988', 218, 'action', 'done', 0, NULL, 1796641544.7164638);
INSERT INTO public.entries VALUES (491, 'fa7bd2199c2a', 231, 'action', 'send w17@m8', 0, NULL, 1796641544.7656786);
INSERT INTO public.entries VALUES (493, 'dbd8e4156988', 221, 'action', 'drop metal', 1, NULL, 1796641544.822116);
INSERT INTO public.entries VALUES (497, 'dbd8e4156988', 223, 'action', 'set-aside sand-4+wood-2', NULL, NULL, 1796641544.8416786);
INSERT INTO public.entries VALUES (500, 'fa7bd2199c2a', 235, 'action', 'end', 1, NULL, 1796641544.8596623);
INSERT INTO public.entries VALUES (503, 'dbd8e4156988', 226, 'action', 'take stone-3', 1, NULL, 1796641544.8654764);
INSERT INTO public.entries VALUES (506, 'fa7bd2199c2a', 238, 'action', 'take-coins 1', 0, NULL, 1796641544.8730032);
INSERT INTO public.entries VALUES (509, 'dbd8e4156988', 229, 'action', 'discard mason-r1', 1, NULL, 1796641544.8781903);
INSERT INTO public.entries VALUES (512, 'fa7bd2199c2a', 241, 'action', 'take-coins 3', 0, NULL, 1796641544.8824215);
INSERT INTO public.entries VALUES (515, 'dbd8e4156988', 232, 'action', 'keep', 1, NULL, 1796641544.8866003);
INSERT INTO public.entries VALUES (518, 'fa7bd2199c2a', 244, 'action', 'send w41@b29', 1, NULL, 1796641544.8932245);
INSERT INTO public.entries VALUES (521, 'dbd8e4156988', 235, 'action', 'return', 1, NULL, 1796641544.898247);
INSERT INTO public.entries VALUES (524, 'dbd8e4156988', 237, 'action', 'pass', 0, NULL, 1796641544.9031146);
INSERT INTO public.entries VALUES (528, 'dbd8e4156988', 239, 'action', 'place kingsbridge-2', 1, NULL, 1796641544.9098427);
INSERT INTO public.entries VALUES (531, 'fa7bd2199c2a', 250, 'action', 'end', 1, NULL, 1796641544.9166982);
INSERT INTO public.entries VALUES (534, 'dbd8e4156988', 242, 'action', 'draw-builder blue', NULL, NULL, 1796641544.9274266);
INSERT INTO public.entries VALUES (538, 'dbd8e4156988', 244, 'action', 'draw-builder red', NULL, NULL, 1796641544.9360366);
INSERT INTO public.entries VALUES (541, 'fa7bd2199c2a', 255, 'action', 'buy-action', 1, NULL, 1796641544.950212);
INSERT INTO public.entries VALUES (544, 'dbd8e4156988', 247, 'action', 'place shiring-2', 0, NULL, 1796641544.9579816);
INSERT INTO public.entries VALUES (547, 'fa7bd2199c2a', 258, 'action', 'buy-action', 0, NULL, 1796641544.96625);
INSERT INTO public.entries VALUES (550, 'dbd8e4156988', 250, 'action', 'place startplayer', 1, NULL, 1796641544.9816012);
INSERT INTO public.entries VALUES (552, 'fa7bd2199c2a', 260, 'action', 'take-coins 3', 1, NULL, 1796641544.9858718);
INSERT INTO public.entries VALUES (554, 'dbd8e4156988', 253, 'action', 'tax 2', NULL, NULL, 1796641544.9905229);
INSERT INTO public.entries VALUES (556, 'dbd8e4156988', 255, 'action', 'discard sculptor-r4', 0, NULL, 1796641544.9970026);
INSERT INTO public.entries VALUES (558, 'dbd8e4156988', 257, 'action', 'use mason-r3 3', 0, NULL, 1796641545.002179);
INSERT INTO public.entries VALUES (562, 'fa7bd2199c2a', 263, 'action', 'take-coins 1', 0, NULL, 1796641545.014585);
INSERT INTO public.entries VALUES (565, 'fa7bd2199c2a', 266, 'action', 'end', 1, NULL, 1796641545.019781);
INSERT INTO public.entries VALUES (568, 'fa7bd2199c2a', 269, 'action', 'end', 0, NULL, 1796641545.0255394);
INSERT INTO public.entries VALUES (571, 'fa7bd2199c2a', 272, 'action', 'take-coins 1', 1, NULL, 1796641545.0357616);
INSERT INTO public.entries VALUES (574, 'fa7bd2199c2a', 275, 'action', 'send w09@b18', 0, NULL, 1796641545.0542543);
INSERT INTO public.entries VALUES (577, 'fa7bd2199c2a', 278, 'action', 'take-coins 1', 0, NULL, 1796641545.0604594);
INSERT INTO public.entries VALUES (580, 'fa7bd2199c2a', 281, 'action', 'buy-action', 1, NULL, 1796641545.0657365);
INSERT INTO public.entries VALUES (583, 'fa7bd2199c2a', 284, 'action', 'buy-action', 0, NULL, 1796641545.0713913);
INSERT INTO public.entries VALUES (586, 'fa7bd2199c2a', 287, 'action', 'send w11@b09', 1, NULL, 1796641545.0761766);
INSERT INTO public.entries VALUES (589, 'fa7bd2199c2a', 290, 'action', 'end', 0, NULL, 1796641545.0885725);
INSERT INTO public.entries VALUES (592, 'fa7bd2199c2a', 293, 'action', 'take-coins 3', 0, NULL, 1796641545.0966914);
INSERT INTO public.entries VALUES (595, 'fa7bd2199c2a', 296, 'action', 'take-coins 2', 1, NULL, 1796641545.1020665);
INSERT INTO public.entries VALUES (598, 'fa7bd2199c2a', 299, 'action', 'take-coins 2', 1, NULL, 1796641545.1070895);
INSERT INTO public.entries VALUES (601, 'fa7bd2199c2a', 302, 'action', 'buy-action', 0, NULL, 1796641545.1125445);
INSERT INTO public.entries VALUES (604, 'fa7bd2199c2a', 305, 'action', 'take-coins 3', 0, NULL, 1796641545.117853);
INSERT INTO public.entries VALUES (607, 'fa7bd2199c2a', 308, 'action', 'end', 1, NULL, 1796641545.1228783);
INSERT INTO public.entries VALUES (610, 'fa7bd2199c2a', 311, 'action', 'take-coins 3', 0, NULL, 1796641545.128201);
INSERT INTO public.entries VALUES (613, 'fa7bd2199c2a', 314, 'action', 'take-coins 1', 1, NULL, 1796641545.1331367);
INSERT INTO public.entries VALUES (616, 'fa7bd2199c2a', 317, 'action', 'buy-action', 0, NULL, 1796641545.1385527);
INSERT INTO public.entries VALUES (619, 'fa7bd2199c2a', 320, 'action', 'buy-action', 1, NULL, 1796641545.1430883);
INSERT INTO public.entries VALUES (622, 'fa7bd2199c2a', 323, 'action', 'buy-action', 0, NULL, 1796641545.148369);
INSERT INTO public.entries VALUES (625, 'fa7bd2199c2a', 326, 'action', 'end', 1, NULL, 1796641545.1579468);
INSERT INTO public.entries VALUES (628, 'fa7bd2199c2a', 329, 'action', 'end', 0, NULL, 1796641545.1636);
INSERT INTO public.entries VALUES (631, 'fa7bd2199c2a', 332, 'action', 'end', 1, NULL, 1796641545.1684365);
INSERT INTO public.entries VALUES (634, 'fa7bd2199c2a', 335, 'action', 'end', 1, NULL, 1796641545.1731331);
INSERT INTO public.entries VALUES (637, 'fa7bd2199c2a', 338, 'action', 'end', 1, NULL, 1796641545.178084);
INSERT INTO public.entries VALUES (640, 'fa7bd2199c2a', 341, 'action', 'take-coins 1', 1, NULL, 1796641545.1827679);
INSERT INTO public.entries VALUES (643, 'fa7bd2199c2a', 344, 'action', 'end', 1, NULL, 1796641545.1873865);
INSERT INTO public.entries VALUES (646, 'fa7bd2199c2a', 347, 'action', 'send w17@b22', 0, NULL, 1796641545.1958048);
INSERT INTO public.entries VALUES (649, 'fa7bd2199c2a', 350, 'action', 'take-coins 3', 0, NULL, 1796641545.201151);
INSERT INTO public.entries VALUES (652, 'fa7bd2199c2a', 353, 'action', 'end', 1, NULL, 1796641545.2064192);
INSERT INTO public.entries VALUES (655, 'fa7bd2199c2a', 356, 'action', 'end', 0, NULL, 1796641545.2117877);
INSERT INTO public.entries VALUES (374, 'dbd8e4156988', 159, 'action', 'place kingsbridge-1', 1, NULL, 1796641544.31939);
INSERT INTO public.entries VALUES (377, 'fa7bd2199c2a', 176, 'action', 'send w19@b08', 1, NULL, 1796641544.324038);
INSERT INTO public.entries VALUES (381, 'dbd8e4156988', 162, 'action', 'place shiring-1', 0, NULL, 1796641544.3293552);
INSERT INTO public.entries VALUES (384, 'fa7bd2199c2a', 180, 'action', 'reveal-building b29', NULL, NULL, 1796641544.3337631);
INSERT INTO public.entries VALUES (386, 'dbd8e4156988', 165, 'action', 'tax 3', NULL, NULL, 1796641544.3380508);
INSERT INTO public.entries VALUES (389, 'fa7bd2199c2a', 182, 'action', 'start b32', 0, NULL, 1796641544.3466022);
INSERT INTO public.entries VALUES (392, 'dbd8e4156988', 168, 'action', 'done', 1, NULL, 1796641544.351491);
INSERT INTO public.entries VALUES (394, 'fa7bd2199c2a', 185, 'action', 'reveal-building b19', NULL, NULL, 1796641544.3595195);
INSERT INTO public.entries VALUES (397, 'dbd8e4156988', 170, 'action', 'drop wood', 1, NULL, 1796641544.3634255);
INSERT INTO public.entries VALUES (400, 'fa7bd2199c2a', 188, 'action', 'start b30', 1, NULL, 1796641544.3685422);
INSERT INTO public.entries VALUES (403, 'fa7bd2199c2a', 190, 'action', 'start b29', 1, NULL, 1796641544.3737438);
INSERT INTO public.entries VALUES (406, 'dbd8e4156988', 174, 'action', 'drop sand', 1, NULL, 1796641544.3814826);
INSERT INTO public.entries VALUES (409, 'fa7bd2199c2a', 193, 'action', 'start b19', 0, NULL, 1796641544.3874764);
INSERT INTO public.entries VALUES (412, 'dbd8e4156988', 177, 'action', 'drop sand', 1, NULL, 1796641544.3935883);
INSERT INTO public.entries VALUES (415, 'fa7bd2199c2a', 196, 'action', 'take-coins 3', 0, NULL, 1796641544.4020472);
INSERT INTO public.entries VALUES (419, 'dbd8e4156988', 180, 'action', 'use mason-r3 1', 0, NULL, 1796641544.4115033);
INSERT INTO public.entries VALUES (421, 'dbd8e4156988', 182, 'action', 'deal-privileges richard+thomas', NULL, NULL, 1796641544.4216268);
INSERT INTO public.entries VALUES (425, 'dbd8e4156988', 184, 'action', 'set-aside wood-3+stone-2', NULL, NULL, 1796641544.4260669);
INSERT INTO public.entries VALUES (428, 'fa7bd2199c2a', 202, 'action', 'buy-action', 0, NULL, 1796641544.4375327);
INSERT INTO public.entries VALUES (431, 'dbd8e4156988', 187, 'action', 'take sand-2', 0, NULL, 1796641544.4431818);
INSERT INTO public.entries VALUES (434, 'dbd8e4156988', 189, 'action', 'draw-builder blue', NULL, NULL, 1796641544.4536443);
INSERT INTO public.entries VALUES (438, 'fa7bd2199c2a', 207, 'action', 'buy-action', 0, NULL, 1796641544.4696922);
INSERT INTO public.entries VALUES (441, 'fa7bd2199c2a', 208, 'action', 'start m1', 0, NULL, 1796641544.4739263);
INSERT INTO public.entries VALUES (444, 'dbd8e4156988', 193, 'action', 'keep', 0, NULL, 1796641544.4781332);
INSERT INTO public.entries VALUES (447, 'fa7bd2199c2a', 212, 'action', 'buy-action', 0, NULL, 1796641544.4857402);
INSERT INTO public.entries VALUES (450, 'dbd8e4156988', 196, 'action', 'return', 0, NULL, 1796641544.4909775);
INSERT INTO public.entries VALUES (453, 'fa7bd2199c2a', 215, 'action', 'take-coins 3', 0, NULL, 1796641544.497581);
INSERT INTO public.entries VALUES (455, 'dbd8e4156988', 199, 'action', 'draw-builder blue', NULL, NULL, 1796641544.5011446);
INSERT INTO public.entries VALUES (458, 'dbd8e4156988', 201, 'action', 'draw-builder red', NULL, NULL, 1796641544.5093887);
INSERT INTO public.entries VALUES (461, 'fa7bd2199c2a', 218, 'action', 'buy-action', 0, NULL, 1796641544.5241573);
INSERT INTO public.entries VALUES (464, 'dbd8e4156988', 204, 'action', 'pass', 1, NULL, 1796641544.5749934);
INSERT INTO public.entries VALUES (468, 'fa7bd2199c2a', 221, 'action', 'send w15@m6', 0, NULL, 1796641544.6301837);
INSERT INTO public.entries VALUES (470, 'dbd8e4156988', 208, 'action', 'place shiring-1', 0, NULL, 1796641544.6381795);
INSERT INTO public.entries VALUES (473, 'fa7bd2199c2a', 223, 'action', 'send m6@b17', 0, NULL, 1796641544.6462731);
INSERT INTO public.entries VALUES (476, 'fa7bd2199c2a', 224, 'action', 'take-coins 3', 1, NULL, 1796641544.650394);
INSERT INTO public.entries VALUES (479, 'dbd8e4156988', 213, 'action', 'discard stonecutter', 0, NULL, 1796641544.6557584);
INSERT INTO public.entries VALUES (482, 'fa7bd2199c2a', 227, 'action', 'take-coins 3', 0, NULL, 1796641544.6626527);
INSERT INTO public.entries VALUES (485, 'dbd8e4156988', 216, 'action', 'use mortar-mixer-r1 2', 0, NULL, 1796641544.6688905);
INSERT INTO public.entries VALUES (488, 'fa7bd2199c2a', 230, 'action', 'send w21@b17', 0, NULL, 1796641544.714662);
INSERT INTO public.entries VALUES (492, 'dbd8e4156988', 220, 'action', 'done', 1, NULL, 1796641544.76789);
INSERT INTO public.entries VALUES (495, 'fa7bd2199c2a', 233, 'action', 'buy-action', 0, NULL, 1796641544.8287206);
INSERT INTO public.entries VALUES (498, 'fa7bd2199c2a', 234, 'action', 'send m8@b25', 0, NULL, 1796641544.8553474);
INSERT INTO public.entries VALUES (501, 'dbd8e4156988', 225, 'action', 'take stone-4', 0, NULL, 1796641544.862117);
INSERT INTO public.entries VALUES (504, 'fa7bd2199c2a', 237, 'action', 'send m6@b25', 0, NULL, 1796641544.8691573);
INSERT INTO public.entries VALUES (507, 'dbd8e4156988', 228, 'action', 'hire sculptor-r6', 1, NULL, 1796641544.8743672);
INSERT INTO public.entries VALUES (510, 'fa7bd2199c2a', 240, 'action', 'end', 1, NULL, 1796641544.8787024);
INSERT INTO public.entries VALUES (513, 'dbd8e4156988', 231, 'action', 'draw-builder red', NULL, NULL, 1796641544.8827822);
INSERT INTO public.entries VALUES (516, 'fa7bd2199c2a', 243, 'action', 'send w05@m1', 0, NULL, 1796641544.889882);
INSERT INTO public.entries VALUES (519, 'dbd8e4156988', 234, 'action', 'draw-builder blue', NULL, NULL, 1796641544.89435);
INSERT INTO public.entries VALUES (523, 'fa7bd2199c2a', 246, 'action', 'take-coins 3', 0, NULL, 1796641544.900178);
INSERT INTO public.entries VALUES (525, 'dbd8e4156988', 238, 'action', 'draw-builder red', NULL, NULL, 1796641544.9049125);
INSERT INTO public.entries VALUES (527, 'fa7bd2199c2a', 248, 'action', 'end', 0, NULL, 1796641544.9106908);
INSERT INTO public.entries VALUES (530, 'dbd8e4156988', 240, 'action', 'draw-builder blue', NULL, NULL, 1796641544.9134636);
INSERT INTO public.entries VALUES (533, 'fa7bd2199c2a', 251, 'action', 'take-coins 3', 0, NULL, 1796641544.922289);
INSERT INTO public.entries VALUES (536, 'dbd8e4156988', 243, 'action', 'pass', 0, NULL, 1796641544.934387);
INSERT INTO public.entries VALUES (539, 'fa7bd2199c2a', 254, 'action', 'take-coins 3', 1, NULL, 1796641544.946522);
INSERT INTO public.entries VALUES (542, 'dbd8e4156988', 246, 'action', 'place castle', 1, NULL, 1796641544.9542522);
INSERT INTO public.entries VALUES (545, 'fa7bd2199c2a', 257, 'action', 'take-coins 3', 0, NULL, 1796641544.962555);
INSERT INTO public.entries VALUES (548, 'dbd8e4156988', 249, 'action', 'place priory-1', 0, NULL, 1796641544.968965);
INSERT INTO public.entries VALUES (551, 'dbd8e4156988', 251, 'action', 'event stadtmauer', NULL, NULL, 1796641544.9840927);
INSERT INTO public.entries VALUES (560, 'fa7bd2199c2a', 261, 'action', 'buy-action', 1, NULL, 1796641544.9890318);
INSERT INTO public.entries VALUES (563, 'fa7bd2199c2a', 264, 'action', 'end', 0, NULL, 1796641545.016327);
INSERT INTO public.entries VALUES (566, 'fa7bd2199c2a', 267, 'action', 'take-coins 3', 0, NULL, 1796641545.0220044);
INSERT INTO public.entries VALUES (569, 'fa7bd2199c2a', 270, 'action', 'send w30@m5', 1, NULL, 1796641545.0287442);
INSERT INTO public.entries VALUES (572, 'fa7bd2199c2a', 273, 'action', 'take-coins 3', 0, NULL, 1796641545.0397265);
INSERT INTO public.entries VALUES (575, 'fa7bd2199c2a', 276, 'action', 'take-coins 1', 1, NULL, 1796641545.056654);
INSERT INTO public.entries VALUES (578, 'fa7bd2199c2a', 279, 'action', 'end', 0, NULL, 1796641545.0622864);
INSERT INTO public.entries VALUES (581, 'fa7bd2199c2a', 282, 'action', 'send w07@b21', 1, NULL, 1796641545.067391);
INSERT INTO public.entries VALUES (584, 'fa7bd2199c2a', 285, 'action', 'end', 0, NULL, 1796641545.0729432);
INSERT INTO public.entries VALUES (587, 'fa7bd2199c2a', 288, 'action', 'take-coins 1', 0, NULL, 1796641545.0778468);
INSERT INTO public.entries VALUES (590, 'fa7bd2199c2a', 291, 'action', 'take-coins 2', 1, NULL, 1796641545.0931041);
INSERT INTO public.entries VALUES (593, 'fa7bd2199c2a', 294, 'action', 'buy-action', 0, NULL, 1796641545.0987353);
INSERT INTO public.entries VALUES (596, 'fa7bd2199c2a', 297, 'action', 'end', 1, NULL, 1796641545.1037076);
INSERT INTO public.entries VALUES (599, 'fa7bd2199c2a', 300, 'action', 'send w26@b06', 1, NULL, 1796641545.108632);
INSERT INTO public.entries VALUES (602, 'fa7bd2199c2a', 303, 'action', 'end', 0, NULL, 1796641545.114165);
INSERT INTO public.entries VALUES (605, 'fa7bd2199c2a', 306, 'action', 'buy-action', 0, NULL, 1796641545.1197245);
INSERT INTO public.entries VALUES (608, 'fa7bd2199c2a', 309, 'action', 'end', 0, NULL, 1796641545.1243625);
INSERT INTO public.entries VALUES (611, 'fa7bd2199c2a', 312, 'action', 'buy-action', 0, NULL, 1796641545.1299903);
INSERT INTO public.entries VALUES (614, 'fa7bd2199c2a', 315, 'action', 'end', 1, NULL, 1796641545.1347275);
INSERT INTO public.entries VALUES (617, 'fa7bd2199c2a', 318, 'action', 'end', 0, NULL, 1796641545.1400964);
INSERT INTO public.entries VALUES (620, 'fa7bd2199c2a', 321, 'action', 'send w29@m4', 1, NULL, 1796641545.1445506);
INSERT INTO public.entries VALUES (623, 'fa7bd2199c2a', 324, 'action', 'send w08@b19', 0, NULL, 1796641545.1544297);
INSERT INTO public.entries VALUES (626, 'fa7bd2199c2a', 327, 'action', 'take-coins 3', 0, NULL, 1796641545.1601007);
INSERT INTO public.entries VALUES (629, 'fa7bd2199c2a', 330, 'action', 'buy-action', 1, NULL, 1796641545.165209);
INSERT INTO public.entries VALUES (632, 'fa7bd2199c2a', 333, 'action', 'end', 0, NULL, 1796641545.1700315);
INSERT INTO public.entries VALUES (635, 'fa7bd2199c2a', 336, 'action', 'end', 0, NULL, 1796641545.174763);
INSERT INTO public.entries VALUES (638, 'fa7bd2199c2a', 339, 'action', 'take-coins 1', 0, NULL, 1796641545.179678);
INSERT INTO public.entries VALUES (641, 'fa7bd2199c2a', 342, 'action', 'buy-action', 1, NULL, 1796641545.1842473);
INSERT INTO public.entries VALUES (644, 'fa7bd2199c2a', 345, 'action', 'take-coins 3', 0, NULL, 1796641545.1894028);
INSERT INTO public.entries VALUES (647, 'fa7bd2199c2a', 348, 'action', 'take-coins 2', 1, NULL, 1796641545.1975608);
INSERT INTO public.entries VALUES (650, 'fa7bd2199c2a', 351, 'action', 'buy-action', 0, NULL, 1796641545.2031345);
INSERT INTO public.entries VALUES (653, 'fa7bd2199c2a', 354, 'action', 'take-coins 3', 0, NULL, 1796641545.2083733);
INSERT INTO public.entries VALUES (656, 'fa7bd2199c2a', 357, 'action', 'take-coins 3', 1, NULL, 1796641545.213442);
INSERT INTO public.entries VALUES (659, 'fa7bd2199c2a', 360, 'action', 'buy-action', 0, NULL, 1796641545.2189343);
INSERT INTO public.entries VALUES (662, 'fa7bd2199c2a', 363, 'action', 'buy-action', 1, NULL, 1796641545.2256556);
INSERT INTO public.entries VALUES (665, 'fa7bd2199c2a', 366, 'action', 'end', 0, NULL, 1796641545.2313328);
INSERT INTO public.entries VALUES (668, 'fa7bd2199c2a', 369, 'action', 'end', 1, NULL, 1796641545.2363608);
INSERT INTO public.entries VALUES (383, 'dbd8e4156988', 163, 'action', 'place startplayer', 0, NULL, 1796641544.3334095);
INSERT INTO public.entries VALUES (387, 'fa7bd2199c2a', 181, 'action', 'send w05@b10', 0, NULL, 1796641544.3375647);
INSERT INTO public.entries VALUES (390, 'dbd8e4156988', 167, 'action', 'discard woodworker', 0, NULL, 1796641544.3483434);
INSERT INTO public.entries VALUES (393, 'fa7bd2199c2a', 184, 'action', 'start b02', 0, NULL, 1796641544.3527477);
INSERT INTO public.entries VALUES (396, 'fa7bd2199c2a', 186, 'action', 'start m4', 1, NULL, 1796641544.3627753);
INSERT INTO public.entries VALUES (399, 'dbd8e4156988', 171, 'action', 'drop metal', 1, NULL, 1796641544.3673794);
INSERT INTO public.entries VALUES (402, 'dbd8e4156988', 172, 'action', 'drop stone', 1, NULL, 1796641544.3717177);
INSERT INTO public.entries VALUES (405, 'fa7bd2199c2a', 191, 'action', 'take-coins 3', 0, NULL, 1796641544.3791153);
INSERT INTO public.entries VALUES (408, 'dbd8e4156988', 175, 'action', 'drop sand', 1, NULL, 1796641544.3849099);
INSERT INTO public.entries VALUES (411, 'fa7bd2199c2a', 194, 'action', 'start b04', 1, NULL, 1796641544.3905337);
INSERT INTO public.entries VALUES (414, 'dbd8e4156988', 178, 'action', 'use sculptor-r4 2', 0, NULL, 1796641544.3991704);
INSERT INTO public.entries VALUES (417, 'fa7bd2199c2a', 197, 'action', 'buy-action', 0, NULL, 1796641544.4069529);
INSERT INTO public.entries VALUES (420, 'dbd8e4156988', 181, 'action', 'done', 0, NULL, 1796641544.4187903);
INSERT INTO public.entries VALUES (423, 'dbd8e4156988', 183, 'action', 'deal-shiring goldsmith-r5+glassblower-r5', NULL, NULL, 1796641544.4237044);
INSERT INTO public.entries VALUES (426, 'fa7bd2199c2a', 201, 'action', 'take-coins 3', 0, NULL, 1796641544.4306104);
INSERT INTO public.entries VALUES (429, 'dbd8e4156988', 186, 'action', 'pass', 1, NULL, 1796641544.4395337);
INSERT INTO public.entries VALUES (432, 'fa7bd2199c2a', 204, 'action', 'take-coins 3', 1, NULL, 1796641544.4505699);
INSERT INTO public.entries VALUES (435, 'fa7bd2199c2a', 205, 'action', 'end', 1, NULL, 1796641544.4542816);
INSERT INTO public.entries VALUES (437, 'dbd8e4156988', 190, 'action', 'keep', 0, NULL, 1796641544.4624274);
INSERT INTO public.entries VALUES (440, 'dbd8e4156988', 192, 'action', 'draw-builder blue', NULL, NULL, 1796641544.47339);
INSERT INTO public.entries VALUES (443, 'fa7bd2199c2a', 210, 'action', 'send w01@b15', 1, NULL, 1796641544.479392);
INSERT INTO public.entries VALUES (446, 'dbd8e4156988', 194, 'action', 'pass', 0, NULL, 1796641544.4837523);
INSERT INTO public.entries VALUES (449, 'fa7bd2199c2a', 213, 'action', 'end', 0, NULL, 1796641544.488835);
INSERT INTO public.entries VALUES (451, 'fa7bd2199c2a', 214, 'action', 'end', 1, NULL, 1796641544.4945393);
INSERT INTO public.entries VALUES (454, 'dbd8e4156988', 198, 'action', 'pass', 1, NULL, 1796641544.4993424);
INSERT INTO public.entries VALUES (457, 'dbd8e4156988', 200, 'action', 'pass', 0, NULL, 1796641544.5035863);
INSERT INTO public.entries VALUES (460, 'dbd8e4156988', 202, 'action', 'pass', 1, NULL, 1796641544.5223603);
INSERT INTO public.entries VALUES (463, 'fa7bd2199c2a', 219, 'action', 'send w23@b13', 0, NULL, 1796641544.5717454);
INSERT INTO public.entries VALUES (466, 'dbd8e4156988', 205, 'action', 'place shiring-2', 0, NULL, 1796641544.584431);
INSERT INTO public.entries VALUES (469, 'dbd8e4156988', 207, 'action', 'place court-1', 1, NULL, 1796641544.634932);
INSERT INTO public.entries VALUES (472, 'dbd8e4156988', 209, 'action', 'place kingsbridge-2', 1, NULL, 1796641544.642331);
INSERT INTO public.entries VALUES (475, 'dbd8e4156988', 211, 'action', 'event freiwilligen', NULL, NULL, 1796641544.6500134);
INSERT INTO public.entries VALUES (478, 'fa7bd2199c2a', 225, 'action', 'buy-action', 1, NULL, 1796641544.653478);
INSERT INTO public.entries VALUES (481, 'dbd8e4156988', 214, 'action', 'discard carpenter-r4', 0, NULL, 1796641544.6597204);
INSERT INTO public.entries VALUES (484, 'fa7bd2199c2a', 228, 'action', 'end', 0, NULL, 1796641544.6665409);
INSERT INTO public.entries VALUES (487, 'dbd8e4156988', 217, 'action', 'use mason-r3 2', 0, NULL, 1796641544.6721652);
INSERT INTO public.entries VALUES (490, 'dbd8e4156988', 219, 'action', 'use carpenter-r2 1', 1, NULL, 1796641544.7196524);
INSERT INTO public.entries VALUES (494, 'fa7bd2199c2a', 232, 'action', 'send w37@b16', 0, NULL, 1796641544.8209665);
INSERT INTO public.entries VALUES (496, 'dbd8e4156988', 222, 'action', 'deal-shiring bellmaker-r6+goldsmith-r6', NULL, NULL, 1796641544.8295124);
INSERT INTO public.entries VALUES (499, 'dbd8e4156988', 224, 'action', 'take sand-2', 1, NULL, 1796641544.85731);
INSERT INTO public.entries VALUES (502, 'fa7bd2199c2a', 236, 'action', 'send w13@b34', 0, NULL, 1796641544.863791);
INSERT INTO public.entries VALUES (505, 'dbd8e4156988', 227, 'action', 'pass', 0, NULL, 1796641544.8707836);
INSERT INTO public.entries VALUES (508, 'fa7bd2199c2a', 239, 'action', 'take-coins 3', 1, NULL, 1796641544.8759952);
INSERT INTO public.entries VALUES (511, 'dbd8e4156988', 230, 'action', 'pass', 1, NULL, 1796641544.8809783);
INSERT INTO public.entries VALUES (514, 'fa7bd2199c2a', 242, 'action', 'buy-action', 0, NULL, 1796641544.8850987);
INSERT INTO public.entries VALUES (517, 'dbd8e4156988', 233, 'action', 'pass', 1, NULL, 1796641544.8916154);
INSERT INTO public.entries VALUES (520, 'fa7bd2199c2a', 245, 'action', 'end', 1, NULL, 1796641544.8962524);
INSERT INTO public.entries VALUES (522, 'dbd8e4156988', 236, 'action', 'draw-builder blue', NULL, NULL, 1796641544.900331);
INSERT INTO public.entries VALUES (526, 'fa7bd2199c2a', 247, 'action', 'buy-action', 0, NULL, 1796641544.904592);
INSERT INTO public.entries VALUES (529, 'fa7bd2199c2a', 249, 'action', 'send w06@b08', 1, NULL, 1796641544.9128788);
INSERT INTO public.entries VALUES (532, 'dbd8e4156988', 241, 'action', 'pass', 0, NULL, 1796641544.9220676);
INSERT INTO public.entries VALUES (535, 'fa7bd2199c2a', 252, 'action', 'buy-action', 0, NULL, 1796641544.9308183);
INSERT INTO public.entries VALUES (537, 'fa7bd2199c2a', 253, 'action', 'end', 0, NULL, 1796641544.9367166);
INSERT INTO public.entries VALUES (540, 'dbd8e4156988', 245, 'action', 'pass', 1, NULL, 1796641544.9484713);
INSERT INTO public.entries VALUES (543, 'fa7bd2199c2a', 256, 'action', 'end', 1, NULL, 1796641544.9560316);
INSERT INTO public.entries VALUES (546, 'dbd8e4156988', 248, 'action', 'place shiring-1', 0, NULL, 1796641544.9646702);
INSERT INTO public.entries VALUES (549, 'fa7bd2199c2a', 259, 'action', 'send w12@b18', 0, NULL, 1796641544.9808536);
INSERT INTO public.entries VALUES (553, 'dbd8e4156988', 252, 'action', 'decline', 1, NULL, 1796641544.9878187);
INSERT INTO public.entries VALUES (555, 'dbd8e4156988', 254, 'action', 'discard goldsmith-r5', 0, NULL, 1796641544.9926057);
INSERT INTO public.entries VALUES (557, 'dbd8e4156988', 256, 'action', 'done', 1, NULL, 1796641544.9990742);
INSERT INTO public.entries VALUES (559, 'dbd8e4156988', 258, 'action', 'done', 0, NULL, 1796641545.0043766);
INSERT INTO public.entries VALUES (561, 'fa7bd2199c2a', 262, 'action', 'end', 1, NULL, 1796641545.0126202);
INSERT INTO public.entries VALUES (564, 'fa7bd2199c2a', 265, 'action', 'take-coins 3', 1, NULL, 1796641545.0179713);
INSERT INTO public.entries VALUES (567, 'fa7bd2199c2a', 268, 'action', 'buy-action', 0, NULL, 1796641545.0238807);
INSERT INTO public.entries VALUES (570, 'fa7bd2199c2a', 271, 'action', 'send w32@m7', 1, NULL, 1796641545.0325754);
INSERT INTO public.entries VALUES (573, 'fa7bd2199c2a', 274, 'action', 'buy-action', 0, NULL, 1796641545.0423975);
INSERT INTO public.entries VALUES (576, 'fa7bd2199c2a', 277, 'action', 'end', 1, NULL, 1796641545.0586777);
INSERT INTO public.entries VALUES (579, 'fa7bd2199c2a', 280, 'action', 'take-coins 3', 1, NULL, 1796641545.063995);
INSERT INTO public.entries VALUES (582, 'fa7bd2199c2a', 283, 'action', 'take-coins 3', 0, NULL, 1796641545.06948);
INSERT INTO public.entries VALUES (585, 'fa7bd2199c2a', 286, 'action', 'take-coins 2', 1, NULL, 1796641545.0745842);
INSERT INTO public.entries VALUES (588, 'fa7bd2199c2a', 289, 'action', 'send w18@b19', 0, NULL, 1796641545.0866024);
INSERT INTO public.entries VALUES (591, 'fa7bd2199c2a', 292, 'action', 'send w14@b30', 1, NULL, 1796641545.0948966);
INSERT INTO public.entries VALUES (594, 'fa7bd2199c2a', 295, 'action', 'end', 0, NULL, 1796641545.1003838);
INSERT INTO public.entries VALUES (597, 'fa7bd2199c2a', 298, 'action', 'end', 0, NULL, 1796641545.1054578);
INSERT INTO public.entries VALUES (600, 'fa7bd2199c2a', 301, 'action', 'take-coins 3', 0, NULL, 1796641545.1106913);
INSERT INTO public.entries VALUES (603, 'fa7bd2199c2a', 304, 'action', 'end', 1, NULL, 1796641545.1157277);
INSERT INTO public.entries VALUES (606, 'fa7bd2199c2a', 307, 'action', 'send w10@b27', 0, NULL, 1796641545.12132);
INSERT INTO public.entries VALUES (609, 'fa7bd2199c2a', 310, 'action', 'end', 1, NULL, 1796641545.1261847);
INSERT INTO public.entries VALUES (612, 'fa7bd2199c2a', 313, 'action', 'end', 0, NULL, 1796641545.1315365);
INSERT INTO public.entries VALUES (615, 'fa7bd2199c2a', 316, 'action', 'take-coins 3', 0, NULL, 1796641545.1366887);
INSERT INTO public.entries VALUES (618, 'fa7bd2199c2a', 319, 'action', 'take-coins 3', 1, NULL, 1796641545.1416187);
INSERT INTO public.entries VALUES (621, 'fa7bd2199c2a', 322, 'action', 'take-coins 3', 0, NULL, 1796641545.146581);
INSERT INTO public.entries VALUES (624, 'fa7bd2199c2a', 325, 'action', 'take-coins 3', 1, NULL, 1796641545.156293);
INSERT INTO public.entries VALUES (627, 'fa7bd2199c2a', 328, 'action', 'buy-action', 0, NULL, 1796641545.1619868);
INSERT INTO public.entries VALUES (630, 'fa7bd2199c2a', 331, 'action', 'take-coins 1', 1, NULL, 1796641545.16682);
INSERT INTO public.entries VALUES (633, 'fa7bd2199c2a', 334, 'action', 'take-coins 1', 1, NULL, 1796641545.1716225);
INSERT INTO public.entries VALUES (636, 'fa7bd2199c2a', 337, 'action', 'take-coins 3', 1, NULL, 1796641545.1763895);
INSERT INTO public.entries VALUES (639, 'fa7bd2199c2a', 340, 'action', 'end', 0, NULL, 1796641545.181232);
INSERT INTO public.entries VALUES (642, 'fa7bd2199c2a', 343, 'action', 'buy-action', 1, NULL, 1796641545.1858654);
INSERT INTO public.entries VALUES (645, 'fa7bd2199c2a', 346, 'action', 'buy-action', 0, NULL, 1796641545.1912258);
INSERT INTO public.entries VALUES (648, 'fa7bd2199c2a', 349, 'action', 'end', 1, NULL, 1796641545.1992016);
INSERT INTO public.entries VALUES (651, 'fa7bd2199c2a', 352, 'action', 'end', 0, NULL, 1796641545.2047129);
INSERT INTO public.entries VALUES (654, 'fa7bd2199c2a', 355, 'action', 'buy-action', 0, NULL, 1796641545.2101696);
INSERT INTO public.entries VALUES (657, 'fa7bd2199c2a', 358, 'action', 'end', 1, NULL, 1796641545.214973);
INSERT INTO public.entries VALUES (660, 'fa7bd2199c2a', 361, 'action', 'send w15@b22', 0, NULL, 1796641545.2221084);
INSERT INTO public.entries VALUES (663, 'fa7bd2199c2a', 364, 'action', 'end', 1, NULL, 1796641545.2273672);
INSERT INTO public.entries VALUES (666, 'fa7bd2199c2a', 367, 'action', 'take-coins 1', 1, NULL, 1796641545.2329636);
INSERT INTO public.entries VALUES (669, 'fa7bd2199c2a', 370, 'action', 'send w23@b02', 0, NULL, 1796641545.2578769);
INSERT INTO public.entries VALUES (658, 'fa7bd2199c2a', 359, 'action', 'take-coins 3', 0, NULL, 1796641545.2169821);
INSERT INTO public.entries VALUES (661, 'fa7bd2199c2a', 362, 'action', 'take-coins 2', 1, NULL, 1796641545.2238092);
INSERT INTO public.entries VALUES (664, 'fa7bd2199c2a', 365, 'action', 'take-coins 3', 0, NULL, 1796641545.2295654);
INSERT INTO public.entries VALUES (667, 'fa7bd2199c2a', 368, 'action', 'buy-action', 1, NULL, 1796641545.2346876);
INSERT INTO public.entries VALUES (670, 'fa7bd2199c2a', 371, 'action', 'send w25@b32', 0, NULL, 1796641545.2613263);
INSERT INTO public.entries VALUES (673, 'fa7bd2199c2a', 374, 'action', 'end', 0, NULL, 1796641545.2867277);
INSERT INTO public.entries VALUES (676, 'fa7bd2199c2a', 377, 'action', 'take-coins 1', 0, NULL, 1796641545.293507);
INSERT INTO public.entries VALUES (679, 'fa7bd2199c2a', 380, 'action', 'buy-action', 1, NULL, 1796641545.29962);
INSERT INTO public.entries VALUES (682, 'fa7bd2199c2a', 383, 'action', 'end', 0, NULL, 1796641545.305223);
INSERT INTO public.entries VALUES (685, 'fa7bd2199c2a', 386, 'action', 'take-coins 3', 0, NULL, 1796641545.310904);
INSERT INTO public.entries VALUES (688, 'fa7bd2199c2a', 389, 'action', 'take-coins 2', 1, NULL, 1796641545.3298419);
INSERT INTO public.entries VALUES (691, 'fa7bd2199c2a', 392, 'action', 'buy-action', 0, NULL, 1796641545.3373227);
INSERT INTO public.entries VALUES (694, 'fa7bd2199c2a', 395, 'action', 'take-coins 1', 1, NULL, 1796641545.3437858);
INSERT INTO public.entries VALUES (697, 'fa7bd2199c2a', 398, 'action', 'buy-action', 0, NULL, 1796641545.3501499);
INSERT INTO public.entries VALUES (700, 'fa7bd2199c2a', 401, 'action', 'buy-action', 1, NULL, 1796641545.3555734);
INSERT INTO public.entries VALUES (703, 'fa7bd2199c2a', 404, 'action', 'buy-action', 0, NULL, 1796641545.3612912);
INSERT INTO public.entries VALUES (706, 'fa7bd2199c2a', 407, 'action', 'end', 1, NULL, 1796641545.36703);
INSERT INTO public.entries VALUES (709, 'fa7bd2199c2a', 410, 'action', 'buy-action', 1, NULL, 1796641545.3740008);
INSERT INTO public.entries VALUES (712, 'fa7bd2199c2a', 413, 'action', 'buy-action', 0, NULL, 1796641545.3811302);
INSERT INTO public.entries VALUES (715, 'fa7bd2199c2a', 416, 'action', 'buy-action', 1, NULL, 1796641545.4103608);
INSERT INTO public.entries VALUES (718, 'fa7bd2199c2a', 419, 'action', 'end', 0, NULL, 1796641545.4180715);
INSERT INTO public.entries VALUES (721, 'fa7bd2199c2a', 422, 'action', 'take-coins 3', 0, NULL, 1796641545.4262671);
INSERT INTO public.entries VALUES (724, 'fa7bd2199c2a', 425, 'action', 'take-coins 3', 1, NULL, 1796641545.4596212);
INSERT INTO public.entries VALUES (727, 'fa7bd2199c2a', 428, 'action', 'take-coins 2', 0, NULL, 1796641545.4674513);
INSERT INTO public.entries VALUES (730, 'fa7bd2199c2a', 431, 'action', 'end', 1, NULL, 1796641545.4738736);
INSERT INTO public.entries VALUES (733, 'fa7bd2199c2a', 434, 'action', 'end', 1, NULL, 1796641545.4799542);
INSERT INTO public.entries VALUES (736, 'fa7bd2199c2a', 437, 'action', 'send w28@b34', 0, NULL, 1796641545.4865866);
INSERT INTO public.entries VALUES (739, 'fa7bd2199c2a', 440, 'action', 'buy-action', 1, NULL, 1796641545.4927552);
INSERT INTO public.entries VALUES (742, 'fa7bd2199c2a', 443, 'action', 'buy-action', 0, NULL, 1796641545.5058143);
INSERT INTO public.entries VALUES (745, 'fa7bd2199c2a', 446, 'action', 'end', 1, NULL, 1796641545.5123808);
INSERT INTO public.entries VALUES (748, 'fa7bd2199c2a', 449, 'action', 'end', 0, NULL, 1796641545.5196362);
INSERT INTO public.entries VALUES (751, 'fa7bd2199c2a', 452, 'action', 'take-coins 3', 0, NULL, 1796641545.526664);
INSERT INTO public.entries VALUES (754, 'fa7bd2199c2a', 455, 'action', 'buy-action', 1, NULL, 1796641545.533154);
INSERT INTO public.entries VALUES (757, 'fa7bd2199c2a', 458, 'action', 'take-coins 3', 0, NULL, 1796641545.5425024);
INSERT INTO public.entries VALUES (760, 'fa7bd2199c2a', 461, 'action', 'take-coins 3', 1, NULL, 1796641545.568123);
INSERT INTO public.entries VALUES (763, 'fa7bd2199c2a', 464, 'action', 'buy-action', 0, NULL, 1796641545.5753593);
INSERT INTO public.entries VALUES (766, 'fa7bd2199c2a', 467, 'action', 'end', 0, NULL, 1796641545.5812645);
INSERT INTO public.entries VALUES (769, 'fa7bd2199c2a', 470, 'action', 'take-coins 3', 0, NULL, 1796641545.5878608);
INSERT INTO public.entries VALUES (772, 'fa7bd2199c2a', 473, 'action', 'take-coins 2', 1, NULL, 1796641545.5941362);
INSERT INTO public.entries VALUES (775, 'fa7bd2199c2a', 476, 'action', 'end', 0, NULL, 1796641545.600961);
INSERT INTO public.entries VALUES (778, 'fa7bd2199c2a', 479, 'action', 'end', 1, NULL, 1796641545.6108046);
INSERT INTO public.entries VALUES (781, 'fa7bd2199c2a', 482, 'action', 'buy-action', 0, NULL, 1796641545.6181364);
INSERT INTO public.entries VALUES (784, 'fa7bd2199c2a', 485, 'action', 'take-coins 2', 1, NULL, 1796641545.6243176);
INSERT INTO public.entries VALUES (787, 'fa7bd2199c2a', 488, 'action', 'end', 1, NULL, 1796641545.6307027);
INSERT INTO public.entries VALUES (790, 'fa7bd2199c2a', 491, 'action', 'end', 0, NULL, 1796641545.6375449);
INSERT INTO public.entries VALUES (793, 'fa7bd2199c2a', 494, 'action', 'buy-action', 0, NULL, 1796641545.6432242);
INSERT INTO public.entries VALUES (796, 'fa7bd2199c2a', 497, 'action', 'buy-action', 1, NULL, 1796641545.6479754);
INSERT INTO public.entries VALUES (799, 'fa7bd2199c2a', 500, 'action', 'buy-action', 0, NULL, 1796641545.653427);
INSERT INTO public.entries VALUES (802, 'fa7bd2199c2a', 503, 'action', 'end', 1, NULL, 1796641545.6643527);
INSERT INTO public.entries VALUES (805, 'fa7bd2199c2a', 506, 'action', 'end', 0, NULL, 1796641545.6702988);
INSERT INTO public.entries VALUES (808, 'fa7bd2199c2a', 509, 'action', 'end', 1, NULL, 1796641545.6753287);
INSERT INTO public.entries VALUES (811, 'fa7bd2199c2a', 512, 'action', 'end', 0, NULL, 1796641545.681053);
INSERT INTO public.entries VALUES (814, 'fa7bd2199c2a', 515, 'action', 'take-coins 3', 0, NULL, 1796641545.6866062);
INSERT INTO public.entries VALUES (817, 'fa7bd2199c2a', 518, 'action', 'take-coins 2', 1, NULL, 1796641545.6915607);
INSERT INTO public.entries VALUES (820, 'fa7bd2199c2a', 521, 'action', 'take-coins 3', 0, NULL, 1796641545.6968799);
INSERT INTO public.entries VALUES (823, 'fa7bd2199c2a', 524, 'action', 'end', 1, NULL, 1796641545.7066412);
INSERT INTO public.entries VALUES (826, 'fa7bd2199c2a', 527, 'action', 'end', 0, NULL, 1796641545.712655);
INSERT INTO public.entries VALUES (829, 'fa7bd2199c2a', 530, 'action', 'buy-action', 0, NULL, 1796641545.7186713);
INSERT INTO public.entries VALUES (832, 'fa7bd2199c2a', 533, 'action', 'buy-action', 1, NULL, 1796641545.7236226);
INSERT INTO public.entries VALUES (835, 'fa7bd2199c2a', 536, 'action', 'buy-action', 0, NULL, 1796641545.7292368);
INSERT INTO public.entries VALUES (838, 'fa7bd2199c2a', 539, 'action', 'end', 0, NULL, 1796641545.7341604);
INSERT INTO public.entries VALUES (841, 'fa7bd2199c2a', 542, 'action', 'take-coins 1', 0, NULL, 1796641545.7389107);
INSERT INTO public.entries VALUES (844, 'fa7bd2199c2a', 545, 'action', 'end', 1, NULL, 1796641545.7438211);
INSERT INTO public.entries VALUES (847, 'fa7bd2199c2a', 548, 'action', 'send w42@b32', 0, NULL, 1796641545.7596304);
INSERT INTO public.entries VALUES (850, 'fa7bd2199c2a', 551, 'action', 'buy-action', 1, NULL, 1796641545.7655945);
INSERT INTO public.entries VALUES (853, 'fa7bd2199c2a', 554, 'action', 'buy-action', 0, NULL, 1796641545.7714038);
INSERT INTO public.entries VALUES (856, 'fa7bd2199c2a', 557, 'action', 'end', 0, NULL, 1796641545.7764084);
INSERT INTO public.entries VALUES (859, 'fa7bd2199c2a', 560, 'action', 'buy-action', 0, NULL, 1796641545.7820313);
INSERT INTO public.entries VALUES (862, 'fa7bd2199c2a', 563, 'action', 'buy-action', 1, NULL, 1796641545.7873304);
INSERT INTO public.entries VALUES (865, 'fa7bd2199c2a', 566, 'action', 'buy-action', 0, NULL, 1796641545.7931278);
INSERT INTO public.entries VALUES (868, 'fa7bd2199c2a', 569, 'action', 'buy-action', 1, NULL, 1796641545.798254);
INSERT INTO public.entries VALUES (871, 'fa7bd2199c2a', 572, 'action', 'buy-action', 0, NULL, 1796641545.8038747);
INSERT INTO public.entries VALUES (874, 'fa7bd2199c2a', 575, 'action', 'buy-action', 1, NULL, 1796641545.810055);
INSERT INTO public.entries VALUES (877, 'fa7bd2199c2a', 578, 'action', 'buy-action', 0, NULL, 1796641545.8171475);
INSERT INTO public.entries VALUES (880, 'fa7bd2199c2a', 581, 'action', 'buy-action', 1, NULL, 1796641545.8236754);
INSERT INTO public.entries VALUES (883, 'fa7bd2199c2a', 584, 'action', 'take-coins 3', 0, NULL, 1796641545.8309553);
INSERT INTO public.entries VALUES (886, 'fa7bd2199c2a', 587, 'action', 'take-coins 3', 1, NULL, 1796641545.838041);
INSERT INTO public.entries VALUES (889, 'fa7bd2199c2a', 590, 'action', 'take-coins 3', 0, NULL, 1796641545.845544);
INSERT INTO public.entries VALUES (892, 'fa7bd2199c2a', 593, 'action', 'take-coins 2', 1, NULL, 1796641545.8526316);
INSERT INTO public.entries VALUES (895, 'fa7bd2199c2a', 596, 'action', 'send w35@b32', 0, NULL, 1796641545.8671217);
INSERT INTO public.entries VALUES (671, 'fa7bd2199c2a', 372, 'action', 'take-coins 1', 0, NULL, 1796641545.2804258);
INSERT INTO public.entries VALUES (674, 'fa7bd2199c2a', 375, 'action', 'take-coins 2', 1, NULL, 1796641545.2890646);
INSERT INTO public.entries VALUES (677, 'fa7bd2199c2a', 378, 'action', 'end', 0, NULL, 1796641545.2955058);
INSERT INTO public.entries VALUES (680, 'fa7bd2199c2a', 381, 'action', 'buy-action', 1, NULL, 1796641545.3015466);
INSERT INTO public.entries VALUES (683, 'fa7bd2199c2a', 384, 'action', 'take-coins 1', 1, NULL, 1796641545.3071544);
INSERT INTO public.entries VALUES (686, 'fa7bd2199c2a', 387, 'action', 'buy-action', 0, NULL, 1796641545.312798);
INSERT INTO public.entries VALUES (689, 'fa7bd2199c2a', 390, 'action', 'end', 1, NULL, 1796641545.3323112);
INSERT INTO public.entries VALUES (692, 'fa7bd2199c2a', 393, 'action', 'end', 0, NULL, 1796641545.3399763);
INSERT INTO public.entries VALUES (695, 'fa7bd2199c2a', 396, 'action', 'end', 1, NULL, 1796641545.3456514);
INSERT INTO public.entries VALUES (698, 'fa7bd2199c2a', 399, 'action', 'end', 0, NULL, 1796641545.351986);
INSERT INTO public.entries VALUES (701, 'fa7bd2199c2a', 402, 'action', 'end', 1, NULL, 1796641545.357339);
INSERT INTO public.entries VALUES (704, 'fa7bd2199c2a', 405, 'action', 'end', 0, NULL, 1796641545.363026);
INSERT INTO public.entries VALUES (707, 'fa7bd2199c2a', 408, 'action', 'end', 0, NULL, 1796641545.3695095);
INSERT INTO public.entries VALUES (710, 'fa7bd2199c2a', 411, 'action', 'end', 1, NULL, 1796641545.3762608);
INSERT INTO public.entries VALUES (713, 'fa7bd2199c2a', 414, 'action', 'send w20@b26', 0, NULL, 1796641545.4037933);
INSERT INTO public.entries VALUES (716, 'fa7bd2199c2a', 417, 'action', 'end', 1, NULL, 1796641545.413054);
INSERT INTO public.entries VALUES (719, 'fa7bd2199c2a', 420, 'action', 'buy-action', 1, NULL, 1796641545.4205296);
INSERT INTO public.entries VALUES (722, 'fa7bd2199c2a', 423, 'action', 'buy-action', 0, NULL, 1796641545.4290442);
INSERT INTO public.entries VALUES (725, 'fa7bd2199c2a', 426, 'action', 'buy-action', 1, NULL, 1796641545.462354);
INSERT INTO public.entries VALUES (728, 'fa7bd2199c2a', 429, 'action', 'end', 0, NULL, 1796641545.4696064);
INSERT INTO public.entries VALUES (731, 'fa7bd2199c2a', 432, 'action', 'end', 0, NULL, 1796641545.4760423);
INSERT INTO public.entries VALUES (734, 'fa7bd2199c2a', 435, 'action', 'take-coins 3', 0, NULL, 1796641545.481973);
INSERT INTO public.entries VALUES (737, 'fa7bd2199c2a', 438, 'action', 'take-coins 3', 1, NULL, 1796641545.4887862);
INSERT INTO public.entries VALUES (740, 'fa7bd2199c2a', 441, 'action', 'end', 1, NULL, 1796641545.4947817);
INSERT INTO public.entries VALUES (743, 'fa7bd2199c2a', 444, 'action', 'end', 0, NULL, 1796641545.5080783);
INSERT INTO public.entries VALUES (746, 'fa7bd2199c2a', 447, 'action', 'take-coins 3', 0, NULL, 1796641545.5151305);
INSERT INTO public.entries VALUES (749, 'fa7bd2199c2a', 450, 'action', 'take-coins 3', 1, NULL, 1796641545.5215786);
INSERT INTO public.entries VALUES (752, 'fa7bd2199c2a', 453, 'action', 'buy-action', 0, NULL, 1796641545.5291703);
INSERT INTO public.entries VALUES (755, 'fa7bd2199c2a', 456, 'action', 'take-coins 1', 1, NULL, 1796641545.537876);
INSERT INTO public.entries VALUES (758, 'fa7bd2199c2a', 459, 'action', 'buy-action', 0, NULL, 1796641545.5477538);
INSERT INTO public.entries VALUES (761, 'fa7bd2199c2a', 462, 'action', 'end', 1, NULL, 1796641545.570325);
INSERT INTO public.entries VALUES (764, 'fa7bd2199c2a', 465, 'action', 'end', 0, NULL, 1796641545.577381);
INSERT INTO public.entries VALUES (767, 'fa7bd2199c2a', 468, 'action', 'take-coins 2', 1, NULL, 1796641545.5832205);
INSERT INTO public.entries VALUES (770, 'fa7bd2199c2a', 471, 'action', 'buy-action', 0, NULL, 1796641545.5901768);
INSERT INTO public.entries VALUES (773, 'fa7bd2199c2a', 474, 'action', 'end', 1, NULL, 1796641545.5961578);
INSERT INTO public.entries VALUES (776, 'fa7bd2199c2a', 477, 'action', 'buy-action', 1, NULL, 1796641545.6064343);
INSERT INTO public.entries VALUES (779, 'fa7bd2199c2a', 480, 'action', 'send w36@b31', 0, NULL, 1796641545.6129718);
INSERT INTO public.entries VALUES (782, 'fa7bd2199c2a', 483, 'action', 'end', 0, NULL, 1796641545.6202047);
INSERT INTO public.entries VALUES (785, 'fa7bd2199c2a', 486, 'action', 'buy-action', 1, NULL, 1796641545.6264415);
INSERT INTO public.entries VALUES (788, 'fa7bd2199c2a', 489, 'action', 'take-coins 3', 0, NULL, 1796641545.6334589);
INSERT INTO public.entries VALUES (791, 'fa7bd2199c2a', 492, 'action', 'end', 1, NULL, 1796641545.639318);
INSERT INTO public.entries VALUES (794, 'fa7bd2199c2a', 495, 'action', 'end', 0, NULL, 1796641545.6448019);
INSERT INTO public.entries VALUES (797, 'fa7bd2199c2a', 498, 'action', 'end', 1, NULL, 1796641545.6495473);
INSERT INTO public.entries VALUES (800, 'fa7bd2199c2a', 501, 'action', 'send w23@b31', 0, NULL, 1796641545.66051);
INSERT INTO public.entries VALUES (803, 'fa7bd2199c2a', 504, 'action', 'take-coins 3', 0, NULL, 1796641545.6666365);
INSERT INTO public.entries VALUES (806, 'fa7bd2199c2a', 507, 'action', 'take-coins 3', 1, NULL, 1796641545.6719456);
INSERT INTO public.entries VALUES (809, 'fa7bd2199c2a', 510, 'action', 'take-coins 3', 0, NULL, 1796641545.677558);
INSERT INTO public.entries VALUES (812, 'fa7bd2199c2a', 513, 'action', 'take-coins 2', 1, NULL, 1796641545.6827881);
INSERT INTO public.entries VALUES (815, 'fa7bd2199c2a', 516, 'action', 'buy-action', 0, NULL, 1796641545.6883445);
INSERT INTO public.entries VALUES (818, 'fa7bd2199c2a', 519, 'action', 'buy-action', 1, NULL, 1796641545.6931593);
INSERT INTO public.entries VALUES (821, 'fa7bd2199c2a', 522, 'action', 'buy-action', 0, NULL, 1796641545.6988611);
INSERT INTO public.entries VALUES (824, 'fa7bd2199c2a', 525, 'action', 'take-coins 3', 0, NULL, 1796641545.7088547);
INSERT INTO public.entries VALUES (827, 'fa7bd2199c2a', 528, 'action', 'end', 1, NULL, 1796641545.7144578);
INSERT INTO public.entries VALUES (830, 'fa7bd2199c2a', 531, 'action', 'end', 0, NULL, 1796641545.7203865);
INSERT INTO public.entries VALUES (833, 'fa7bd2199c2a', 534, 'action', 'end', 1, NULL, 1796641545.7252586);
INSERT INTO public.entries VALUES (836, 'fa7bd2199c2a', 537, 'action', 'end', 0, NULL, 1796641545.7308252);
INSERT INTO public.entries VALUES (839, 'fa7bd2199c2a', 540, 'action', 'take-coins 1', 1, NULL, 1796641545.7356927);
INSERT INTO public.entries VALUES (842, 'fa7bd2199c2a', 543, 'action', 'end', 0, NULL, 1796641545.7405765);
INSERT INTO public.entries VALUES (845, 'fa7bd2199c2a', 546, 'action', 'take-coins 3', 0, NULL, 1796641545.7485826);
INSERT INTO public.entries VALUES (848, 'fa7bd2199c2a', 549, 'action', 'buy-action', 1, NULL, 1796641545.7619994);
INSERT INTO public.entries VALUES (851, 'fa7bd2199c2a', 552, 'action', 'end', 1, NULL, 1796641545.7674012);
INSERT INTO public.entries VALUES (854, 'fa7bd2199c2a', 555, 'action', 'end', 0, NULL, 1796641545.7730584);
INSERT INTO public.entries VALUES (857, 'fa7bd2199c2a', 558, 'action', 'end', 1, NULL, 1796641545.7780285);
INSERT INTO public.entries VALUES (860, 'fa7bd2199c2a', 561, 'action', 'end', 0, NULL, 1796641545.783847);
INSERT INTO public.entries VALUES (863, 'fa7bd2199c2a', 564, 'action', 'end', 1, NULL, 1796641545.789127);
INSERT INTO public.entries VALUES (866, 'fa7bd2199c2a', 567, 'action', 'end', 0, NULL, 1796641545.7948694);
INSERT INTO public.entries VALUES (869, 'fa7bd2199c2a', 570, 'action', 'end', 1, NULL, 1796641545.7998095);
INSERT INTO public.entries VALUES (872, 'fa7bd2199c2a', 573, 'action', 'send w34@m3', 0, NULL, 1796641545.8055627);
INSERT INTO public.entries VALUES (875, 'fa7bd2199c2a', 576, 'action', 'end', 1, NULL, 1796641545.8123367);
INSERT INTO public.entries VALUES (878, 'fa7bd2199c2a', 579, 'action', 'end', 0, NULL, 1796641545.8193817);
INSERT INTO public.entries VALUES (881, 'fa7bd2199c2a', 582, 'action', 'buy-action', 1, NULL, 1796641545.8257866);
INSERT INTO public.entries VALUES (884, 'fa7bd2199c2a', 585, 'action', 'buy-action', 0, NULL, 1796641545.8336844);
INSERT INTO public.entries VALUES (887, 'fa7bd2199c2a', 588, 'action', 'buy-action', 1, NULL, 1796641545.8402717);
INSERT INTO public.entries VALUES (890, 'fa7bd2199c2a', 591, 'action', 'buy-action', 0, NULL, 1796641545.848216);
INSERT INTO public.entries VALUES (893, 'fa7bd2199c2a', 594, 'action', 'end', 1, NULL, 1796641545.8552241);
INSERT INTO public.entries VALUES (896, 'fa7bd2199c2a', 597, 'action', 'end', 0, NULL, 1796641545.8701413);
INSERT INTO public.entries VALUES (672, 'fa7bd2199c2a', 373, 'action', 'buy-action', 0, NULL, 1796641545.283926);
INSERT INTO public.entries VALUES (675, 'fa7bd2199c2a', 376, 'action', 'end', 1, NULL, 1796641545.2913132);
INSERT INTO public.entries VALUES (678, 'fa7bd2199c2a', 379, 'action', 'take-coins 3', 1, NULL, 1796641545.2976863);
INSERT INTO public.entries VALUES (681, 'fa7bd2199c2a', 382, 'action', 'end', 1, NULL, 1796641545.3033812);
INSERT INTO public.entries VALUES (684, 'fa7bd2199c2a', 385, 'action', 'end', 1, NULL, 1796641545.3090475);
INSERT INTO public.entries VALUES (687, 'fa7bd2199c2a', 388, 'action', 'send w24@b26', 0, NULL, 1796641545.326825);
INSERT INTO public.entries VALUES (690, 'fa7bd2199c2a', 391, 'action', 'take-coins 3', 0, NULL, 1796641545.335);
INSERT INTO public.entries VALUES (693, 'fa7bd2199c2a', 394, 'action', 'buy-action', 1, NULL, 1796641545.341908);
INSERT INTO public.entries VALUES (696, 'fa7bd2199c2a', 397, 'action', 'take-coins 3', 0, NULL, 1796641545.3480036);
INSERT INTO public.entries VALUES (699, 'fa7bd2199c2a', 400, 'action', 'take-coins 2', 1, NULL, 1796641545.3537717);
INSERT INTO public.entries VALUES (702, 'fa7bd2199c2a', 403, 'action', 'take-coins 3', 0, NULL, 1796641545.3595502);
INSERT INTO public.entries VALUES (705, 'fa7bd2199c2a', 406, 'action', 'take-coins 2', 1, NULL, 1796641545.3646922);
INSERT INTO public.entries VALUES (708, 'fa7bd2199c2a', 409, 'action', 'take-coins 3', 1, NULL, 1796641545.3717847);
INSERT INTO public.entries VALUES (711, 'fa7bd2199c2a', 412, 'action', 'take-coins 3', 0, NULL, 1796641545.3785481);
INSERT INTO public.entries VALUES (714, 'fa7bd2199c2a', 415, 'action', 'take-coins 3', 1, NULL, 1796641545.4074318);
INSERT INTO public.entries VALUES (717, 'fa7bd2199c2a', 418, 'action', 'take-coins 2', 0, NULL, 1796641545.4156346);
INSERT INTO public.entries VALUES (720, 'fa7bd2199c2a', 421, 'action', 'end', 1, NULL, 1796641545.4228885);
INSERT INTO public.entries VALUES (723, 'fa7bd2199c2a', 424, 'action', 'send w27@b24', 0, NULL, 1796641545.4560769);
INSERT INTO public.entries VALUES (726, 'fa7bd2199c2a', 427, 'action', 'end', 1, NULL, 1796641545.4648724);
INSERT INTO public.entries VALUES (729, 'fa7bd2199c2a', 430, 'action', 'take-coins 2', 1, NULL, 1796641545.4718027);
INSERT INTO public.entries VALUES (732, 'fa7bd2199c2a', 433, 'action', 'take-coins 3', 1, NULL, 1796641545.4780214);
INSERT INTO public.entries VALUES (735, 'fa7bd2199c2a', 436, 'action', 'buy-action', 0, NULL, 1796641545.4844077);
INSERT INTO public.entries VALUES (738, 'fa7bd2199c2a', 439, 'action', 'buy-action', 1, NULL, 1796641545.4908252);
INSERT INTO public.entries VALUES (741, 'fa7bd2199c2a', 442, 'action', 'take-coins 3', 0, NULL, 1796641545.5028052);
INSERT INTO public.entries VALUES (744, 'fa7bd2199c2a', 445, 'action', 'buy-action', 1, NULL, 1796641545.5102022);
INSERT INTO public.entries VALUES (747, 'fa7bd2199c2a', 448, 'action', 'buy-action', 0, NULL, 1796641545.5175824);
INSERT INTO public.entries VALUES (750, 'fa7bd2199c2a', 451, 'action', 'end', 1, NULL, 1796641545.5236568);
INSERT INTO public.entries VALUES (753, 'fa7bd2199c2a', 454, 'action', 'end', 0, NULL, 1796641545.5312414);
INSERT INTO public.entries VALUES (756, 'fa7bd2199c2a', 457, 'action', 'end', 1, NULL, 1796641545.5398965);
INSERT INTO public.entries VALUES (759, 'fa7bd2199c2a', 460, 'action', 'send w22@b24', 0, NULL, 1796641545.5610669);
INSERT INTO public.entries VALUES (762, 'fa7bd2199c2a', 463, 'action', 'take-coins 3', 0, NULL, 1796641545.5730197);
INSERT INTO public.entries VALUES (765, 'fa7bd2199c2a', 466, 'action', 'end', 1, NULL, 1796641545.579286);
INSERT INTO public.entries VALUES (768, 'fa7bd2199c2a', 469, 'action', 'end', 1, NULL, 1796641545.5850956);
INSERT INTO public.entries VALUES (771, 'fa7bd2199c2a', 472, 'action', 'end', 0, NULL, 1796641545.5921662);
INSERT INTO public.entries VALUES (774, 'fa7bd2199c2a', 475, 'action', 'take-coins 3', 0, NULL, 1796641545.5988002);
INSERT INTO public.entries VALUES (777, 'fa7bd2199c2a', 478, 'action', 'take-coins 3', 1, NULL, 1796641545.6085417);
INSERT INTO public.entries VALUES (780, 'fa7bd2199c2a', 481, 'action', 'take-coins 2', 0, NULL, 1796641545.6156378);
INSERT INTO public.entries VALUES (783, 'fa7bd2199c2a', 484, 'action', 'buy-action', 1, NULL, 1796641545.6222641);
INSERT INTO public.entries VALUES (786, 'fa7bd2199c2a', 487, 'action', 'buy-action', 1, NULL, 1796641545.6286376);
INSERT INTO public.entries VALUES (789, 'fa7bd2199c2a', 490, 'action', 'buy-action', 0, NULL, 1796641545.6358702);
INSERT INTO public.entries VALUES (792, 'fa7bd2199c2a', 493, 'action', 'take-coins 3', 0, NULL, 1796641545.6413636);
INSERT INTO public.entries VALUES (795, 'fa7bd2199c2a', 496, 'action', 'take-coins 2', 1, NULL, 1796641545.6464555);
INSERT INTO public.entries VALUES (798, 'fa7bd2199c2a', 499, 'action', 'take-coins 3', 0, NULL, 1796641545.6515973);
INSERT INTO public.entries VALUES (801, 'fa7bd2199c2a', 502, 'action', 'take-coins 1', 1, NULL, 1796641545.662597);
INSERT INTO public.entries VALUES (804, 'fa7bd2199c2a', 505, 'action', 'buy-action', 0, NULL, 1796641545.6685092);
INSERT INTO public.entries VALUES (807, 'fa7bd2199c2a', 508, 'action', 'buy-action', 1, NULL, 1796641545.6736884);
INSERT INTO public.entries VALUES (810, 'fa7bd2199c2a', 511, 'action', 'buy-action', 0, NULL, 1796641545.6793065);
INSERT INTO public.entries VALUES (813, 'fa7bd2199c2a', 514, 'action', 'end', 1, NULL, 1796641545.6843946);
INSERT INTO public.entries VALUES (816, 'fa7bd2199c2a', 517, 'action', 'end', 0, NULL, 1796641545.6899474);
INSERT INTO public.entries VALUES (819, 'fa7bd2199c2a', 520, 'action', 'end', 1, NULL, 1796641545.6947687);
INSERT INTO public.entries VALUES (822, 'fa7bd2199c2a', 523, 'action', 'send w31@b32', 0, NULL, 1796641545.704653);
INSERT INTO public.entries VALUES (825, 'fa7bd2199c2a', 526, 'action', 'buy-action', 0, NULL, 1796641545.7109244);
INSERT INTO public.entries VALUES (828, 'fa7bd2199c2a', 529, 'action', 'take-coins 3', 0, NULL, 1796641545.7166295);
INSERT INTO public.entries VALUES (831, 'fa7bd2199c2a', 532, 'action', 'take-coins 2', 1, NULL, 1796641545.7220201);
INSERT INTO public.entries VALUES (834, 'fa7bd2199c2a', 535, 'action', 'take-coins 3', 0, NULL, 1796641545.7275963);
INSERT INTO public.entries VALUES (837, 'fa7bd2199c2a', 538, 'action', 'end', 1, NULL, 1796641545.7325265);
INSERT INTO public.entries VALUES (840, 'fa7bd2199c2a', 541, 'action', 'end', 1, NULL, 1796641545.7373524);
INSERT INTO public.entries VALUES (843, 'fa7bd2199c2a', 544, 'action', 'take-coins 3', 1, NULL, 1796641545.7422588);
INSERT INTO public.entries VALUES (846, 'fa7bd2199c2a', 547, 'action', 'buy-action', 0, NULL, 1796641545.750803);
INSERT INTO public.entries VALUES (849, 'fa7bd2199c2a', 550, 'action', 'take-coins 1', 1, NULL, 1796641545.7638836);
INSERT INTO public.entries VALUES (852, 'fa7bd2199c2a', 553, 'action', 'take-coins 3', 0, NULL, 1796641545.7696605);
INSERT INTO public.entries VALUES (855, 'fa7bd2199c2a', 556, 'action', 'end', 1, NULL, 1796641545.774714);
INSERT INTO public.entries VALUES (858, 'fa7bd2199c2a', 559, 'action', 'take-coins 3', 0, NULL, 1796641545.7800748);
INSERT INTO public.entries VALUES (861, 'fa7bd2199c2a', 562, 'action', 'take-coins 3', 1, NULL, 1796641545.7856023);
INSERT INTO public.entries VALUES (864, 'fa7bd2199c2a', 565, 'action', 'take-coins 3', 0, NULL, 1796641545.7914433);
INSERT INTO public.entries VALUES (867, 'fa7bd2199c2a', 568, 'action', 'take-coins 3', 1, NULL, 1796641545.796549);
INSERT INTO public.entries VALUES (870, 'fa7bd2199c2a', 571, 'action', 'take-coins 3', 0, NULL, 1796641545.80192);
INSERT INTO public.entries VALUES (873, 'fa7bd2199c2a', 574, 'action', 'take-coins 3', 1, NULL, 1796641545.8077915);
INSERT INTO public.entries VALUES (876, 'fa7bd2199c2a', 577, 'action', 'take-coins 3', 0, NULL, 1796641545.8145285);
INSERT INTO public.entries VALUES (879, 'fa7bd2199c2a', 580, 'action', 'take-coins 3', 1, NULL, 1796641545.8215504);
INSERT INTO public.entries VALUES (882, 'fa7bd2199c2a', 583, 'action', 'end', 1, NULL, 1796641545.8281877);
INSERT INTO public.entries VALUES (885, 'fa7bd2199c2a', 586, 'action', 'end', 0, NULL, 1796641545.8358893);
INSERT INTO public.entries VALUES (888, 'fa7bd2199c2a', 589, 'action', 'end', 1, NULL, 1796641545.842596);
INSERT INTO public.entries VALUES (891, 'fa7bd2199c2a', 592, 'action', 'end', 0, NULL, 1796641545.8503506);
INSERT INTO public.entries VALUES (894, 'fa7bd2199c2a', 595, 'action', 'take-coins 2', 0, NULL, 1796641545.857626);


--
-- Data for Name: games; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.games VALUES ('996b883d668a', 'pillars', 2, '{}', 1900296518, '[{"kind": "human", "level": null, "name": "Player 1", "token_hash": "cdbd5948e5d2a0cf70a0abdc18a664213dace61ff2d64f6a225f3d3b8100e4b7"}, {"kind": "bot", "level": "easy", "name": "Bot 2", "token_hash": null}]', 'null', 'active', 'null', 1796641543.1188874, NULL);
INSERT INTO public.games VALUES ('ba709b9bd7ee', 'builders', 2, '{}', 1289240734, '[{"kind": "human", "level": null, "name": "Player 1", "token_hash": "5b16a3956f1843f94f748b0f075b606a459fe1c87695493b63153af60524c888"}, {"kind": "bot", "level": "easy", "name": "Bot 2", "token_hash": null}]', 'null', 'active', 'null', 1796641543.5853066, NULL);
INSERT INTO public.games VALUES ('dbd8e4156988', 'pillars', 2, '{}', 1545291675, '[{"kind": "bot", "level": "easy", "name": "Bot 1", "token_hash": null}, {"kind": "bot", "level": "random", "name": "Bot 2", "token_hash": null}]', 'null', 'finished', '{"scores": [25, 12], "tiebreaks": [[0], [0]], "ranks": [1, 2], "winners": [0], "details": [{"vp": 25, "gold": 0, "craftsmen": ["mortar-mixer-r1", "mason-r3", "glassblower-r5", "bellmaker-r6", "goldsmith-r6"]}, {"vp": 12, "gold": 0, "craftsmen": ["woodworker", "carpenter-r2", "mason-r2", "architect-r2", "sculptor-r6"]}]}', 1796641543.098739, 1796641545.008032);
INSERT INTO public.games VALUES ('fa7bd2199c2a', 'builders', 2, '{}', 1169404431, '[{"kind": "bot", "level": "easy", "name": "Bot 1", "token_hash": null}, {"kind": "bot", "level": "random", "name": "Bot 2", "token_hash": null}]', 'null', 'finished', '{"scores": [20, 0], "tiebreaks": [[18, 21], [0, 4]], "ranks": [1, 2], "winners": [0], "details": [{"building_vp": 18, "coins": 21, "coin_vp": 2, "buildings": ["b10", "b13", "m6", "b17", "m8", "b02", "b32"]}, {"building_vp": 0, "coins": 4, "coin_vp": 0, "buildings": []}]}', 1796641543.1085212, 1796641545.8735442);


--
-- Name: entries_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.entries_id_seq', 896, true);


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
-- Name: entries uq_entry_idx; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.entries
    ADD CONSTRAINT uq_entry_idx UNIQUE (game_id, idx);


--
-- Name: ix_entries_game_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_entries_game_id ON public.entries USING btree (game_id);


--
-- Name: entries entries_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.entries
    ADD CONSTRAINT entries_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id);


--
-- PostgreSQL database dump complete
--


