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
-- Name: entries id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.entries ALTER COLUMN id SET DEFAULT nextval('public.entries_id_seq'::regclass);


--
-- Data for Name: entries; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.entries VALUES (1, 'a47207d212a8', 0, 'action', 'deal-privileges ellen+steuerfreiheit', NULL, NULL, 1796641552.9019344, NULL);
INSERT INTO public.entries VALUES (2, 'a47207d212a8', 1, 'action', 'deal-shiring toolmaker-r1+mortar-mixer-r1', NULL, NULL, 1796641552.9019344, NULL);
INSERT INTO public.entries VALUES (3, 'a47207d212a8', 2, 'action', 'set-aside sand-3+stone-4', NULL, NULL, 1796641552.9019344, NULL);
INSERT INTO public.entries VALUES (4, '99a6c3b89977', 0, 'action', 'reveal-building b05', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (5, '99a6c3b89977', 1, 'action', 'reveal-building b23', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (6, '99a6c3b89977', 2, 'action', 'reveal-building b15', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (7, '99a6c3b89977', 3, 'action', 'reveal-building b18', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (8, '99a6c3b89977', 4, 'action', 'reveal-building b08', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (9, '99a6c3b89977', 5, 'action', 'reveal-building b25', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (10, '99a6c3b89977', 6, 'action', 'deal-apprentice w05', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (11, '99a6c3b89977', 7, 'action', 'deal-apprentice w01', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (12, '99a6c3b89977', 8, 'action', 'reveal-worker w31', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (13, '99a6c3b89977', 9, 'action', 'reveal-worker w21', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (14, '99a6c3b89977', 10, 'action', 'reveal-worker w04', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (15, '99a6c3b89977', 11, 'action', 'reveal-worker w14', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (16, '99a6c3b89977', 12, 'action', 'reveal-worker w06', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (17, '99a6c3b89977', 13, 'action', 'first-player p2', NULL, NULL, 1796641552.9080756, NULL);
INSERT INTO public.entries VALUES (18, '37b3ef2dcd86', 0, 'action', 'deal-privileges toledo+thomas', NULL, NULL, 1796641552.9164777, NULL);
INSERT INTO public.entries VALUES (19, '37b3ef2dcd86', 1, 'action', 'deal-shiring toolmaker-r1+mortar-mixer-r1', NULL, NULL, 1796641552.9164777, NULL);
INSERT INTO public.entries VALUES (20, '37b3ef2dcd86', 2, 'action', 'set-aside wood-3+stone-3', NULL, NULL, 1796641552.9164777, NULL);
INSERT INTO public.entries VALUES (21, '37b3ef2dcd86', 3, 'action', 'take sand-4', 0, NULL, 1796641552.9812996, NULL);
INSERT INTO public.entries VALUES (22, 'a47207d212a8', 3, 'action', 'take wood-4', 0, NULL, 1796641553.129516, NULL);
INSERT INTO public.entries VALUES (23, '37b3ef2dcd86', 4, 'action', 'hire woodworker-r1', 1, NULL, 1796641553.133925, NULL);
INSERT INTO public.entries VALUES (24, '99a6c3b89977', 14, 'action', 'recruit w14', 1, NULL, 1796641553.133925, NULL);
INSERT INTO public.entries VALUES (25, '99a6c3b89977', 15, 'action', 'reveal-worker w29', NULL, NULL, 1796641553.133925, NULL);
INSERT INTO public.entries VALUES (26, 'a47207d212a8', 4, 'action', 'take wood-2', 1, NULL, 1796641553.1373982, NULL);
INSERT INTO public.entries VALUES (27, '99a6c3b89977', 16, 'action', 'recruit w06', 1, NULL, 1796641553.1391866, NULL);
INSERT INTO public.entries VALUES (28, '99a6c3b89977', 17, 'action', 'reveal-worker w32', NULL, NULL, 1796641553.1391866, NULL);
INSERT INTO public.entries VALUES (29, 'a47207d212a8', 5, 'action', 'hire woodworker-r1', 0, NULL, 1796641553.1416311, NULL);
INSERT INTO public.entries VALUES (30, '99a6c3b89977', 18, 'action', 'recruit w21', 1, NULL, 1796641553.1437724, NULL);
INSERT INTO public.entries VALUES (31, '99a6c3b89977', 19, 'action', 'reveal-worker w19', NULL, NULL, 1796641553.1437724, NULL);
INSERT INTO public.entries VALUES (32, 'a47207d212a8', 6, 'action', 'take sand-2', 1, NULL, 1796641553.144731, NULL);
INSERT INTO public.entries VALUES (33, '99a6c3b89977', 20, 'action', 'buy-action', 1, NULL, 1796641553.1466725, NULL);
INSERT INTO public.entries VALUES (34, 'a47207d212a8', 7, 'action', 'hire mason-r1', 0, NULL, 1796641553.1479187, NULL);
INSERT INTO public.entries VALUES (35, '99a6c3b89977', 21, 'action', 'start b08', 1, NULL, 1796641553.149061, NULL);
INSERT INTO public.entries VALUES (36, '99a6c3b89977', 22, 'action', 'reveal-building b09', NULL, NULL, 1796641553.149061, NULL);
INSERT INTO public.entries VALUES (37, 'a47207d212a8', 8, 'action', 'take stone-2', 1, NULL, 1796641553.1502867, NULL);
INSERT INTO public.entries VALUES (38, '37b3ef2dcd86', 5, 'action', 'take stone-2', 0, NULL, 1796641553.1518111, NULL);
INSERT INTO public.entries VALUES (39, '99a6c3b89977', 23, 'action', 'end', 1, NULL, 1796641553.1518111, NULL);
INSERT INTO public.entries VALUES (40, 'a47207d212a8', 9, 'action', 'pass', 0, NULL, 1796641553.153811, NULL);
INSERT INTO public.entries VALUES (41, '37b3ef2dcd86', 6, 'action', 'take wood-4', 1, NULL, 1796641553.1574073, NULL);
INSERT INTO public.entries VALUES (42, '99a6c3b89977', 24, 'action', 'start b25', 0, NULL, 1796641553.1600826, NULL);
INSERT INTO public.entries VALUES (43, '99a6c3b89977', 25, 'action', 'reveal-building b02', NULL, NULL, 1796641553.1600826, NULL);
INSERT INTO public.entries VALUES (44, 'a47207d212a8', 10, 'action', 'pass', 1, NULL, 1796641553.1613414, NULL);
INSERT INTO public.entries VALUES (45, 'a47207d212a8', 11, 'action', 'draw-builder blue', NULL, NULL, 1796641553.1613414, NULL);
INSERT INTO public.entries VALUES (46, '99a6c3b89977', 26, 'action', 'take-coins 1', 0, NULL, 1796641553.162712, NULL);
INSERT INTO public.entries VALUES (47, 'a47207d212a8', 12, 'action', 'keep', 0, NULL, 1796641553.1639643, NULL);
INSERT INTO public.entries VALUES (48, '99a6c3b89977', 27, 'action', 'start b23', 0, NULL, 1796641553.1669528, NULL);
INSERT INTO public.entries VALUES (49, '99a6c3b89977', 28, 'action', 'reveal-building b22', NULL, NULL, 1796641553.1669528, NULL);
INSERT INTO public.entries VALUES (50, 'a47207d212a8', 13, 'action', 'place shiring-2', 0, NULL, 1796641553.1689818, NULL);
INSERT INTO public.entries VALUES (51, 'a47207d212a8', 14, 'action', 'draw-builder blue', NULL, NULL, 1796641553.1689818, NULL);
INSERT INTO public.entries VALUES (52, '99a6c3b89977', 29, 'action', 'buy-action', 0, NULL, 1796641553.17151, NULL);
INSERT INTO public.entries VALUES (53, 'a47207d212a8', 15, 'action', 'return', 0, NULL, 1796641553.1730323, NULL);
INSERT INTO public.entries VALUES (54, 'a47207d212a8', 16, 'action', 'draw-builder red', NULL, NULL, 1796641553.1730323, NULL);
INSERT INTO public.entries VALUES (55, '99a6c3b89977', 30, 'action', 'send w05@b25', 0, NULL, 1796641553.1745543, NULL);
INSERT INTO public.entries VALUES (56, 'a47207d212a8', 17, 'action', 'place kingsbridge-1', 1, NULL, 1796641553.1757193, NULL);
INSERT INTO public.entries VALUES (57, 'a47207d212a8', 18, 'action', 'draw-builder blue', NULL, NULL, 1796641553.1757193, NULL);
INSERT INTO public.entries VALUES (58, '99a6c3b89977', 31, 'action', 'take-coins 2', 1, NULL, 1796641553.1770265, NULL);
INSERT INTO public.entries VALUES (59, 'a47207d212a8', 19, 'action', 'place priory-1', 0, NULL, 1796641553.1788619, NULL);
INSERT INTO public.entries VALUES (60, 'a47207d212a8', 20, 'action', 'draw-builder red', NULL, NULL, 1796641553.1788619, NULL);
INSERT INTO public.entries VALUES (61, '99a6c3b89977', 32, 'action', 'start b18', 1, NULL, 1796641553.1801054, NULL);
INSERT INTO public.entries VALUES (62, '99a6c3b89977', 33, 'action', 'reveal-building b04', NULL, NULL, 1796641553.1801054, NULL);
INSERT INTO public.entries VALUES (63, 'a47207d212a8', 21, 'action', 'place market-1', 1, NULL, 1796641553.181401, NULL);
INSERT INTO public.entries VALUES (64, 'a47207d212a8', 22, 'action', 'draw-builder blue', NULL, NULL, 1796641553.181401, NULL);
INSERT INTO public.entries VALUES (65, '99a6c3b89977', 34, 'action', 'end', 1, NULL, 1796641553.182538, NULL);
INSERT INTO public.entries VALUES (66, 'a47207d212a8', 23, 'action', 'pass', 0, NULL, 1796641553.1836815, NULL);
INSERT INTO public.entries VALUES (67, 'a47207d212a8', 24, 'action', 'draw-builder red', NULL, NULL, 1796641553.1836815, NULL);
INSERT INTO public.entries VALUES (68, '99a6c3b89977', 35, 'action', 'end', 0, NULL, 1796641553.1849222, NULL);
INSERT INTO public.entries VALUES (69, 'a47207d212a8', 25, 'action', 'place kingsbridge-2', 1, NULL, 1796641553.1861908, NULL);
INSERT INTO public.entries VALUES (70, '99a6c3b89977', 36, 'action', 'start b22', 1, NULL, 1796641553.1873384, NULL);
INSERT INTO public.entries VALUES (71, '99a6c3b89977', 37, 'action', 'reveal-building b34', NULL, NULL, 1796641553.1873384, NULL);
INSERT INTO public.entries VALUES (72, 'a47207d212a8', 26, 'action', 'place castle', 0, NULL, 1796641553.188688, NULL);
INSERT INTO public.entries VALUES (73, 'a47207d212a8', 27, 'action', 'event konflikt', NULL, NULL, 1796641553.188688, NULL);
INSERT INTO public.entries VALUES (74, 'a47207d212a8', 28, 'action', 'tax 4', NULL, NULL, 1796641553.188688, NULL);
INSERT INTO public.entries VALUES (75, '99a6c3b89977', 38, 'action', 'take-coins 1', 1, NULL, 1796641553.19001, NULL);
INSERT INTO public.entries VALUES (76, 'a47207d212a8', 29, 'action', 'decline', 1, NULL, 1796641553.1911635, NULL);
INSERT INTO public.entries VALUES (77, '99a6c3b89977', 39, 'action', 'start b05', 1, NULL, 1796641553.1931014, NULL);
INSERT INTO public.entries VALUES (78, '99a6c3b89977', 40, 'action', 'reveal-building b03', NULL, NULL, 1796641553.1931014, NULL);
INSERT INTO public.entries VALUES (79, 'a47207d212a8', 30, 'action', 'discard woodworker-r1', 0, NULL, 1796641553.194217, NULL);
INSERT INTO public.entries VALUES (80, '99a6c3b89977', 41, 'action', 'buy-action', 1, NULL, 1796641553.194981, NULL);
INSERT INTO public.entries VALUES (81, 'a47207d212a8', 31, 'action', 'buy sand 2', 1, NULL, 1796641553.1962276, NULL);
INSERT INTO public.entries VALUES (82, '99a6c3b89977', 42, 'action', 'start b09', 1, NULL, 1796641553.197398, NULL);
INSERT INTO public.entries VALUES (83, '99a6c3b89977', 43, 'action', 'reveal-building b07', NULL, NULL, 1796641553.197398, NULL);
INSERT INTO public.entries VALUES (84, 'a47207d212a8', 32, 'action', 'leave', 1, NULL, 1796641553.198657, NULL);
INSERT INTO public.entries VALUES (85, '99a6c3b89977', 44, 'action', 'take-coins 1', 0, NULL, 1796641553.1997836, NULL);
INSERT INTO public.entries VALUES (86, 'a47207d212a8', 33, 'action', 'use woodworker 2', 0, NULL, 1796641553.2013812, NULL);
INSERT INTO public.entries VALUES (87, '99a6c3b89977', 45, 'action', 'recruit w32', 0, NULL, 1796641553.2026336, NULL);
INSERT INTO public.entries VALUES (88, '99a6c3b89977', 46, 'action', 'reveal-worker w25', NULL, NULL, 1796641553.2026336, NULL);
INSERT INTO public.entries VALUES (89, 'a47207d212a8', 34, 'action', 'done', 0, NULL, 1796641553.2040043, NULL);
INSERT INTO public.entries VALUES (90, '99a6c3b89977', 47, 'action', 'start b15', 0, NULL, 1796641553.2070668, NULL);
INSERT INTO public.entries VALUES (91, '99a6c3b89977', 48, 'action', 'reveal-building b06', NULL, NULL, 1796641553.2070668, NULL);
INSERT INTO public.entries VALUES (92, 'a47207d212a8', 35, 'action', 'use woodworker 1', 1, NULL, 1796641553.2083173, NULL);
INSERT INTO public.entries VALUES (93, '99a6c3b89977', 49, 'action', 'buy-action', 0, NULL, 1796641553.211922, NULL);
INSERT INTO public.entries VALUES (94, 'a47207d212a8', 36, 'action', 'use stonecutter 1', 1, NULL, 1796641553.2129614, NULL);
INSERT INTO public.entries VALUES (95, '37b3ef2dcd86', 7, 'action', 'pass', 0, NULL, 1796641553.215719, NULL);
INSERT INTO public.entries VALUES (96, '99a6c3b89977', 50, 'action', 'start b04', 0, NULL, 1796641553.218018, NULL);
INSERT INTO public.entries VALUES (97, '99a6c3b89977', 51, 'action', 'reveal-building b10', NULL, NULL, 1796641553.218018, NULL);
INSERT INTO public.entries VALUES (98, 'a47207d212a8', 37, 'action', 'use mortar-mixer 1', 1, NULL, 1796641553.2196639, NULL);
INSERT INTO public.entries VALUES (99, '37b3ef2dcd86', 8, 'action', 'hire mason-r1', 1, NULL, 1796641553.2213967, NULL);
INSERT INTO public.entries VALUES (100, '99a6c3b89977', 52, 'action', 'send w01@b09', 1, NULL, 1796641553.2235782, NULL);
INSERT INTO public.entries VALUES (101, 'a47207d212a8', 38, 'action', 'done', 1, NULL, 1796641553.2235782, NULL);
INSERT INTO public.entries VALUES (102, 'a47207d212a8', 39, 'action', 'deal-privileges toledo+jack', NULL, NULL, 1796641553.2235782, NULL);
INSERT INTO public.entries VALUES (103, 'a47207d212a8', 40, 'action', 'deal-shiring mason-r2+carpenter-r2', NULL, NULL, 1796641553.2235782, NULL);
INSERT INTO public.entries VALUES (104, 'a47207d212a8', 41, 'action', 'set-aside sand-3+stone-3', NULL, NULL, 1796641553.2235782, NULL);
INSERT INTO public.entries VALUES (105, 'a47207d212a8', 42, 'action', 'event teile', NULL, NULL, 1796641553.2235782, NULL);
INSERT INTO public.entries VALUES (106, '37b3ef2dcd86', 9, 'action', 'take wood-2', 1, NULL, 1796641553.2256777, NULL);
INSERT INTO public.entries VALUES (107, '99a6c3b89977', 53, 'action', 'send w06@b09', 1, NULL, 1796641553.2274404, NULL);
INSERT INTO public.entries VALUES (108, 'a47207d212a8', 43, 'action', 'take stone-2', 1, NULL, 1796641553.2285764, NULL);
INSERT INTO public.entries VALUES (109, '37b3ef2dcd86', 10, 'action', 'pass', 1, NULL, 1796641553.2314901, NULL);
INSERT INTO public.entries VALUES (110, '37b3ef2dcd86', 11, 'action', 'draw-builder blue', NULL, NULL, 1796641553.2314901, NULL);
INSERT INTO public.entries VALUES (111, '99a6c3b89977', 54, 'action', 'take-coins 3', 0, NULL, 1796641553.2314901, NULL);
INSERT INTO public.entries VALUES (112, 'a47207d212a8', 44, 'action', 'take stone-4', 0, NULL, 1796641553.233255, NULL);
INSERT INTO public.entries VALUES (113, '99a6c3b89977', 55, 'action', 'buy-action', 0, NULL, 1796641553.2343757, NULL);
INSERT INTO public.entries VALUES (114, 'a47207d212a8', 45, 'action', 'take wood-2', 1, NULL, 1796641553.235317, NULL);
INSERT INTO public.entries VALUES (115, '99a6c3b89977', 56, 'action', 'recruit w04', 0, NULL, 1796641553.2372754, NULL);
INSERT INTO public.entries VALUES (116, '99a6c3b89977', 57, 'action', 'reveal-worker w23', NULL, NULL, 1796641553.2372754, NULL);
INSERT INTO public.entries VALUES (117, 'a47207d212a8', 46, 'action', 'take sand-2', 0, NULL, 1796641553.239008, NULL);
INSERT INTO public.entries VALUES (118, '99a6c3b89977', 58, 'action', 'take-coins 3', 1, NULL, 1796641553.2400086, NULL);
INSERT INTO public.entries VALUES (119, 'a47207d212a8', 47, 'action', 'pass', 1, NULL, 1796641553.2411005, NULL);
INSERT INTO public.entries VALUES (120, '99a6c3b89977', 59, 'action', 'end', 1, NULL, 1796641553.2423127, NULL);
INSERT INTO public.entries VALUES (121, 'a47207d212a8', 48, 'action', 'pass', 0, NULL, 1796641553.2435193, NULL);
INSERT INTO public.entries VALUES (122, 'a47207d212a8', 49, 'action', 'draw-builder red', NULL, NULL, 1796641553.2435193, NULL);
INSERT INTO public.entries VALUES (123, '99a6c3b89977', 60, 'action', 'start b06', 0, NULL, 1796641553.2448037, NULL);
INSERT INTO public.entries VALUES (124, '99a6c3b89977', 61, 'action', 'reveal-building b13', NULL, NULL, 1796641553.2448037, NULL);
INSERT INTO public.entries VALUES (125, 'a47207d212a8', 50, 'action', 'keep', 1, NULL, 1796641553.2462249, NULL);
INSERT INTO public.entries VALUES (126, '99a6c3b89977', 62, 'action', 'start b07', 0, NULL, 1796641553.2474442, NULL);
INSERT INTO public.entries VALUES (127, '99a6c3b89977', 63, 'action', 'reveal-building b11', NULL, NULL, 1796641553.2474442, NULL);
INSERT INTO public.entries VALUES (128, 'a47207d212a8', 51, 'action', 'pass', 1, NULL, 1796641553.2487156, NULL);
INSERT INTO public.entries VALUES (129, 'a47207d212a8', 52, 'action', 'draw-builder red', NULL, NULL, 1796641553.2487156, NULL);
INSERT INTO public.entries VALUES (130, '99a6c3b89977', 64, 'action', 'take-coins 1', 0, NULL, 1796641553.2545056, NULL);
INSERT INTO public.entries VALUES (131, 'a47207d212a8', 53, 'action', 'keep', 1, NULL, 1796641553.2564337, NULL);
INSERT INTO public.entries VALUES (132, '99a6c3b89977', 65, 'action', 'send w14@b18', 1, NULL, 1796641553.257997, NULL);
INSERT INTO public.entries VALUES (133, 'a47207d212a8', 54, 'action', 'pass', 1, NULL, 1796641553.2594886, NULL);
INSERT INTO public.entries VALUES (134, 'a47207d212a8', 55, 'action', 'draw-builder blue', NULL, NULL, 1796641553.2594886, NULL);
INSERT INTO public.entries VALUES (135, '99a6c3b89977', 66, 'action', 'end', 1, NULL, 1796641553.2608645, NULL);
INSERT INTO public.entries VALUES (136, 'a47207d212a8', 56, 'action', 'return', 1, NULL, 1796641553.2625391, NULL);
INSERT INTO public.entries VALUES (137, 'a47207d212a8', 57, 'action', 'draw-builder blue', NULL, NULL, 1796641553.2625391, NULL);
INSERT INTO public.entries VALUES (138, '99a6c3b89977', 67, 'action', 'send w04@b06', 0, NULL, 1796641553.263834, NULL);
INSERT INTO public.entries VALUES (139, 'a47207d212a8', 58, 'action', 'pass', 0, NULL, 1796641553.2654018, NULL);
INSERT INTO public.entries VALUES (140, 'a47207d212a8', 59, 'action', 'draw-builder red', NULL, NULL, 1796641553.2654018, NULL);
INSERT INTO public.entries VALUES (141, '99a6c3b89977', 68, 'action', 'take-coins 2', 0, NULL, 1796641553.2686775, NULL);
INSERT INTO public.entries VALUES (142, 'a47207d212a8', 60, 'action', 'pass', 1, NULL, 1796641553.2701905, NULL);
INSERT INTO public.entries VALUES (143, 'a47207d212a8', 61, 'action', 'draw-builder blue', NULL, NULL, 1796641553.2701905, NULL);
INSERT INTO public.entries VALUES (144, '99a6c3b89977', 69, 'action', 'recruit w25', 1, NULL, 1796641553.2715478, NULL);
INSERT INTO public.entries VALUES (145, '99a6c3b89977', 70, 'action', 'reveal-worker w11', NULL, NULL, 1796641553.2715478, NULL);
INSERT INTO public.entries VALUES (146, 'a47207d212a8', 62, 'action', 'pass', 0, NULL, 1796641553.2729142, NULL);
INSERT INTO public.entries VALUES (147, 'a47207d212a8', 63, 'action', 'draw-builder blue', NULL, NULL, 1796641553.2729142, NULL);
INSERT INTO public.entries VALUES (148, '99a6c3b89977', 71, 'action', 'start b34', 1, NULL, 1796641553.2797456, NULL);
INSERT INTO public.entries VALUES (149, '99a6c3b89977', 72, 'action', 'reveal-building b30', NULL, NULL, 1796641553.2797456, NULL);
INSERT INTO public.entries VALUES (150, 'a47207d212a8', 64, 'action', 'pass', 0, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (151, 'a4663409ad64', 0, 'action', 'reveal-building b34', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (152, 'a4663409ad64', 1, 'action', 'reveal-building m5', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (153, 'a4663409ad64', 2, 'action', 'reveal-building b15', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (154, 'a4663409ad64', 3, 'action', 'reveal-building b31', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (155, 'a4663409ad64', 4, 'action', 'reveal-building b13', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (156, 'a4663409ad64', 5, 'action', 'reveal-building m2', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (157, 'a4663409ad64', 6, 'action', 'deal-apprentice w03', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (158, 'a4663409ad64', 7, 'action', 'deal-apprentice w06', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (159, 'a4663409ad64', 8, 'action', 'reveal-worker w35', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (160, 'a4663409ad64', 9, 'action', 'reveal-worker w36', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (161, 'a4663409ad64', 10, 'action', 'reveal-worker w31', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (162, 'a4663409ad64', 11, 'action', 'reveal-worker w15', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (163, 'a4663409ad64', 12, 'action', 'reveal-worker w22', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (164, 'a4663409ad64', 13, 'action', 'first-player p1', NULL, NULL, 1796641553.2852445, NULL);
INSERT INTO public.entries VALUES (165, '99a6c3b89977', 73, 'action', 'start b13', 1, NULL, 1796641553.289398, NULL);
INSERT INTO public.entries VALUES (166, '99a6c3b89977', 74, 'action', 'reveal-building b28', NULL, NULL, 1796641553.289398, NULL);
INSERT INTO public.entries VALUES (167, 'a47207d212a8', 65, 'action', 'place shiring-2', 1, NULL, 1796641553.293336, NULL);
INSERT INTO public.entries VALUES (168, '99a6c3b89977', 75, 'action', 'take-coins 3', 0, NULL, 1796641553.2993634, NULL);
INSERT INTO public.entries VALUES (169, 'a47207d212a8', 66, 'action', 'place castle', 1, NULL, 1796641553.3016295, NULL);
INSERT INTO public.entries VALUES (170, '99a6c3b89977', 76, 'action', 'buy-action', 0, NULL, 1796641553.3059223, NULL);
INSERT INTO public.entries VALUES (171, 'a47207d212a8', 67, 'action', 'place shiring-1', 0, NULL, 1796641553.3077335, NULL);
INSERT INTO public.entries VALUES (172, '99a6c3b89977', 77, 'action', 'send w32@b04', 0, NULL, 1796641553.3116684, NULL);
INSERT INTO public.entries VALUES (173, 'a47207d212a8', 68, 'action', 'place market-1', 1, NULL, 1796641553.3134143, NULL);
INSERT INTO public.entries VALUES (174, '99a6c3b89977', 78, 'action', 'end', 0, NULL, 1796641553.3147817, NULL);
INSERT INTO public.entries VALUES (175, 'a47207d212a8', 69, 'action', 'place priory-1', 0, NULL, 1796641553.316836, NULL);
INSERT INTO public.entries VALUES (176, '99a6c3b89977', 79, 'action', 'start b30', 1, NULL, 1796641553.3183722, NULL);
INSERT INTO public.entries VALUES (177, '99a6c3b89977', 80, 'action', 'reveal-building b27', NULL, NULL, 1796641553.3183722, NULL);
INSERT INTO public.entries VALUES (178, 'a47207d212a8', 70, 'action', 'place priory-2', 0, NULL, 1796641553.3207457, NULL);
INSERT INTO public.entries VALUES (179, '99a6c3b89977', 81, 'action', 'start b10', 1, NULL, 1796641553.3219328, NULL);
INSERT INTO public.entries VALUES (180, '99a6c3b89977', 82, 'action', 'reveal-building b14', NULL, NULL, 1796641553.3219328, NULL);
INSERT INTO public.entries VALUES (181, 'a47207d212a8', 71, 'action', 'lose woodworker', 1, NULL, 1796641553.3231199, NULL);
INSERT INTO public.entries VALUES (182, '99a6c3b89977', 83, 'action', 'recruit w23', 1, NULL, 1796641553.3246343, NULL);
INSERT INTO public.entries VALUES (183, '99a6c3b89977', 84, 'action', 'reveal-worker w30', NULL, NULL, 1796641553.3246343, NULL);
INSERT INTO public.entries VALUES (184, 'a47207d212a8', 72, 'action', 'lose woodworker', 0, NULL, 1796641553.32577, NULL);
INSERT INTO public.entries VALUES (185, 'a47207d212a8', 73, 'action', 'tax 4', NULL, NULL, 1796641553.32577, NULL);
INSERT INTO public.entries VALUES (186, '99a6c3b89977', 85, 'action', 'start b28', 0, NULL, 1796641553.3273869, NULL);
INSERT INTO public.entries VALUES (187, '99a6c3b89977', 86, 'action', 'reveal-building b26', NULL, NULL, 1796641553.3273869, NULL);
INSERT INTO public.entries VALUES (188, 'a47207d212a8', 74, 'action', 'decline', 1, NULL, 1796641553.3289557, NULL);
INSERT INTO public.entries VALUES (189, 'a4663409ad64', 14, 'action', 'recruit w31', 0, NULL, 1796641553.3360362, NULL);
INSERT INTO public.entries VALUES (190, 'a4663409ad64', 15, 'action', 'reveal-worker w39', NULL, NULL, 1796641553.3360362, NULL);
INSERT INTO public.entries VALUES (191, '99a6c3b89977', 87, 'action', 'send w32@b23', 0, NULL, 1796641553.3372898, NULL);
INSERT INTO public.entries VALUES (192, 'a47207d212a8', 75, 'action', 'leave', 1, NULL, 1796641553.3407216, NULL);
INSERT INTO public.entries VALUES (193, 'a4663409ad64', 16, 'action', 'recruit w39', 0, NULL, 1796641553.3433604, NULL);
INSERT INTO public.entries VALUES (194, 'a4663409ad64', 17, 'action', 'reveal-worker w17', NULL, NULL, 1796641553.3433604, NULL);
INSERT INTO public.entries VALUES (195, '99a6c3b89977', 88, 'action', 'recruit w31', 0, NULL, 1796641553.3450506, NULL);
INSERT INTO public.entries VALUES (196, '99a6c3b89977', 89, 'action', 'reveal-worker w41', NULL, NULL, 1796641553.3450506, NULL);
INSERT INTO public.entries VALUES (197, 'a4663409ad64', 18, 'action', 'recruit w36', 0, NULL, 1796641553.3491704, NULL);
INSERT INTO public.entries VALUES (198, 'a4663409ad64', 19, 'action', 'reveal-worker w32', NULL, NULL, 1796641553.3491704, NULL);
INSERT INTO public.entries VALUES (199, 'a47207d212a8', 76, 'action', 'use carpenter-r2 2', 1, NULL, 1796641553.3491704, NULL);
INSERT INTO public.entries VALUES (200, '99a6c3b89977', 90, 'action', 'start b03', 1, NULL, 1796641553.350914, NULL);
INSERT INTO public.entries VALUES (201, '99a6c3b89977', 91, 'action', 'reveal-building b17', NULL, NULL, 1796641553.350914, NULL);
INSERT INTO public.entries VALUES (202, 'a47207d212a8', 77, 'action', 'done', 1, NULL, 1796641553.3536623, NULL);
INSERT INTO public.entries VALUES (203, '99a6c3b89977', 92, 'action', 'start b27', 1, NULL, 1796641553.3552628, NULL);
INSERT INTO public.entries VALUES (204, '99a6c3b89977', 93, 'action', 'reveal-building m3', NULL, NULL, 1796641553.3552628, NULL);
INSERT INTO public.entries VALUES (205, 'a47207d212a8', 78, 'action', 'use stonecutter 2', 0, NULL, 1796641553.3573117, NULL);
INSERT INTO public.entries VALUES (206, '99a6c3b89977', 94, 'action', 'start b17', 1, NULL, 1796641553.3595572, NULL);
INSERT INTO public.entries VALUES (207, '99a6c3b89977', 95, 'action', 'reveal-building m7', NULL, NULL, 1796641553.3595572, NULL);
INSERT INTO public.entries VALUES (208, 'a47207d212a8', 79, 'action', 'use mortar-mixer-r1 1', 0, NULL, 1796641553.360548, NULL);
INSERT INTO public.entries VALUES (209, '99a6c3b89977', 96, 'action', 'recruit w29', 0, NULL, 1796641553.361815, NULL);
INSERT INTO public.entries VALUES (210, '99a6c3b89977', 97, 'action', 'reveal-worker w10', NULL, NULL, 1796641553.361815, NULL);
INSERT INTO public.entries VALUES (211, 'a47207d212a8', 80, 'action', 'done', 0, NULL, 1796641553.3632538, NULL);
INSERT INTO public.entries VALUES (212, 'a47207d212a8', 81, 'action', 'deal-privileges richard+prior-philip', NULL, NULL, 1796641553.3632538, NULL);
INSERT INTO public.entries VALUES (213, 'a47207d212a8', 82, 'action', 'deal-shiring potter-r3+mason-r3', NULL, NULL, 1796641553.3632538, NULL);
INSERT INTO public.entries VALUES (214, 'a47207d212a8', 83, 'action', 'set-aside sand-4+stone-3', NULL, NULL, 1796641553.3632538, NULL);
INSERT INTO public.entries VALUES (215, 'a47207d212a8', 84, 'action', 'event koenig', NULL, NULL, 1796641553.3632538, NULL);
INSERT INTO public.entries VALUES (216, '99a6c3b89977', 98, 'action', 'take-coins 2', 0, NULL, 1796641553.3677082, NULL);
INSERT INTO public.entries VALUES (217, 'a47207d212a8', 85, 'action', 'take stone-4', 0, NULL, 1796641553.371881, NULL);
INSERT INTO public.entries VALUES (218, '99a6c3b89977', 99, 'action', 'end', 0, NULL, 1796641553.373764, NULL);
INSERT INTO public.entries VALUES (219, 'a47207d212a8', 86, 'action', 'pass', 1, NULL, 1796641553.3751123, NULL);
INSERT INTO public.entries VALUES (220, '99a6c3b89977', 100, 'action', 'take-coins 3', 1, NULL, 1796641553.3758178, NULL);
INSERT INTO public.entries VALUES (221, 'a47207d212a8', 87, 'action', 'take sand-2', 0, NULL, 1796641553.3773646, NULL);
INSERT INTO public.entries VALUES (222, '99a6c3b89977', 101, 'action', 'buy-action', 1, NULL, 1796641553.3788445, NULL);
INSERT INTO public.entries VALUES (223, 'a47207d212a8', 88, 'action', 'pass', 0, NULL, 1796641553.380343, NULL);
INSERT INTO public.entries VALUES (224, 'a47207d212a8', 89, 'action', 'draw-builder blue', NULL, NULL, 1796641553.380343, NULL);
INSERT INTO public.entries VALUES (225, '99a6c3b89977', 102, 'action', 'send w21@b13', 1, NULL, 1796641553.3821502, NULL);
INSERT INTO public.entries VALUES (226, 'a47207d212a8', 90, 'action', 'keep', 0, NULL, 1796641553.3839633, NULL);
INSERT INTO public.entries VALUES (227, '99a6c3b89977', 103, 'action', 'take-coins 3', 0, NULL, 1796641553.3913684, NULL);
INSERT INTO public.entries VALUES (228, 'a47207d212a8', 91, 'action', 'pass', 0, NULL, 1796641553.393225, NULL);
INSERT INTO public.entries VALUES (229, 'a47207d212a8', 92, 'action', 'draw-builder red', NULL, NULL, 1796641553.393225, NULL);
INSERT INTO public.entries VALUES (230, '99a6c3b89977', 104, 'action', 'end', 0, NULL, 1796641553.40006, NULL);
INSERT INTO public.entries VALUES (231, 'a47207d212a8', 93, 'action', 'keep', 0, NULL, 1796641553.4016845, NULL);
INSERT INTO public.entries VALUES (232, '99a6c3b89977', 105, 'action', 'start b11', 1, NULL, 1796641553.4032574, NULL);
INSERT INTO public.entries VALUES (233, '99a6c3b89977', 106, 'action', 'reveal-building m1', NULL, NULL, 1796641553.4032574, NULL);
INSERT INTO public.entries VALUES (234, 'a47207d212a8', 94, 'action', 'pass', 1, NULL, 1796641553.4046278, NULL);
INSERT INTO public.entries VALUES (235, 'a47207d212a8', 95, 'action', 'draw-builder blue', NULL, NULL, 1796641553.4046278, NULL);
INSERT INTO public.entries VALUES (236, '99a6c3b89977', 107, 'action', 'recruit w41', 1, NULL, 1796641553.4061773, NULL);
INSERT INTO public.entries VALUES (237, '99a6c3b89977', 108, 'action', 'reveal-worker w42', NULL, NULL, 1796641553.4061773, NULL);
INSERT INTO public.entries VALUES (238, 'a47207d212a8', 96, 'action', 'keep', 0, NULL, 1796641553.4074764, NULL);
INSERT INTO public.entries VALUES (239, '99a6c3b89977', 109, 'action', 'end', 1, NULL, 1796641553.408586, NULL);
INSERT INTO public.entries VALUES (240, 'a47207d212a8', 97, 'action', 'pass', 0, NULL, 1796641553.4098697, NULL);
INSERT INTO public.entries VALUES (241, 'a47207d212a8', 98, 'action', 'draw-builder red', NULL, NULL, 1796641553.4098697, NULL);
INSERT INTO public.entries VALUES (242, '99a6c3b89977', 110, 'action', 'send w29@b25', 0, NULL, 1796641553.4165897, NULL);
INSERT INTO public.entries VALUES (243, 'a47207d212a8', 99, 'action', 'return', 0, NULL, 1796641553.417902, NULL);
INSERT INTO public.entries VALUES (244, 'a47207d212a8', 100, 'action', 'draw-builder red', NULL, NULL, 1796641553.417902, NULL);
INSERT INTO public.entries VALUES (245, '99a6c3b89977', 111, 'action', 'start b26', 0, NULL, 1796641553.4193475, NULL);
INSERT INTO public.entries VALUES (246, '99a6c3b89977', 112, 'action', 'reveal-building b16', NULL, NULL, 1796641553.4193475, NULL);
INSERT INTO public.entries VALUES (247, 'a47207d212a8', 101, 'action', 'pass', 1, NULL, 1796641553.4240975, NULL);
INSERT INTO public.entries VALUES (248, 'a47207d212a8', 102, 'action', 'draw-builder red', NULL, NULL, 1796641553.4240975, NULL);
INSERT INTO public.entries VALUES (249, '99a6c3b89977', 113, 'action', 'recruit w11', 0, NULL, 1796641553.4259007, NULL);
INSERT INTO public.entries VALUES (250, '99a6c3b89977', 114, 'action', 'reveal-worker w18', NULL, NULL, 1796641553.4259007, NULL);
INSERT INTO public.entries VALUES (251, 'a47207d212a8', 103, 'action', 'place shiring-1', 1, NULL, 1796641553.42741, NULL);
INSERT INTO public.entries VALUES (252, 'a47207d212a8', 104, 'action', 'draw-builder blue', NULL, NULL, 1796641553.42741, NULL);
INSERT INTO public.entries VALUES (253, '99a6c3b89977', 115, 'action', 'end', 0, NULL, 1796641553.4289896, NULL);
INSERT INTO public.entries VALUES (254, 'a47207d212a8', 105, 'action', 'pass', 0, NULL, 1796641553.4305074, NULL);
INSERT INTO public.entries VALUES (255, '99a6c3b89977', 116, 'action', 'take-coins 3', 1, NULL, 1796641553.4317763, NULL);
INSERT INTO public.entries VALUES (256, 'a47207d212a8', 106, 'action', 'place castle', 0, NULL, 1796641553.4329462, NULL);
INSERT INTO public.entries VALUES (257, '99a6c3b89977', 117, 'action', 'end', 1, NULL, 1796641553.434246, NULL);
INSERT INTO public.entries VALUES (258, 'a47207d212a8', 107, 'action', 'place priory-1', 1, NULL, 1796641553.4372103, NULL);
INSERT INTO public.entries VALUES (259, '99a6c3b89977', 118, 'action', 'send w11@b06', 0, NULL, 1796641553.448608, NULL);
INSERT INTO public.entries VALUES (260, 'a47207d212a8', 108, 'action', 'place kingsbridge-2', 0, NULL, 1796641553.4504435, NULL);
INSERT INTO public.entries VALUES (261, '99a6c3b89977', 119, 'action', 'recruit w42', 0, NULL, 1796641553.4648304, NULL);
INSERT INTO public.entries VALUES (262, '99a6c3b89977', 120, 'action', 'reveal-worker w02', NULL, NULL, 1796641553.4648304, NULL);
INSERT INTO public.entries VALUES (263, 'a47207d212a8', 109, 'action', 'place archbishop', 1, NULL, 1796641553.4704306, NULL);
INSERT INTO public.entries VALUES (264, '99a6c3b89977', 121, 'action', 'start m1', 0, NULL, 1796641553.4733276, NULL);
INSERT INTO public.entries VALUES (265, '99a6c3b89977', 122, 'action', 'reveal-building m5', NULL, NULL, 1796641553.4733276, NULL);
INSERT INTO public.entries VALUES (266, 'a47207d212a8', 110, 'action', 'place shiring-2', 0, NULL, 1796641553.4755893, NULL);
INSERT INTO public.entries VALUES (267, '99a6c3b89977', 123, 'action', 'buy-action', 0, NULL, 1796641553.5004854, NULL);
INSERT INTO public.entries VALUES (268, 'a47207d212a8', 111, 'action', 'decline', 1, NULL, 1796641553.5031996, NULL);
INSERT INTO public.entries VALUES (269, 'a47207d212a8', 112, 'action', 'tax 3', NULL, NULL, 1796641553.5031996, NULL);
INSERT INTO public.entries VALUES (270, '99a6c3b89977', 124, 'action', 'start m7', 0, NULL, 1796641553.5049455, NULL);
INSERT INTO public.entries VALUES (271, '99a6c3b89977', 125, 'action', 'reveal-building b31', NULL, NULL, 1796641553.5049455, NULL);
INSERT INTO public.entries VALUES (272, 'a47207d212a8', 113, 'action', 'use steuerfreiheit', 1, NULL, 1796641553.5065298, NULL);
INSERT INTO public.entries VALUES (273, '99a6c3b89977', 126, 'action', 'end', 0, NULL, 1796641553.51001, NULL);
INSERT INTO public.entries VALUES (274, 'a47207d212a8', 114, 'action', 'discard mason-r1', 0, NULL, 1796641553.5121505, NULL);
INSERT INTO public.entries VALUES (275, '99a6c3b89977', 127, 'action', 'send w41@b34', 1, NULL, 1796641553.5137632, NULL);
INSERT INTO public.entries VALUES (276, 'a47207d212a8', 115, 'action', 'use mason-r3 4', 0, NULL, 1796641553.515637, NULL);
INSERT INTO public.entries VALUES (277, '99a6c3b89977', 128, 'action', 'recruit w30', 1, NULL, 1796641553.5170588, NULL);
INSERT INTO public.entries VALUES (278, '99a6c3b89977', 129, 'action', 'reveal-worker w03', NULL, NULL, 1796641553.5170588, NULL);
INSERT INTO public.entries VALUES (279, 'a47207d212a8', 116, 'action', 'done', 0, NULL, 1796641553.5186925, NULL);
INSERT INTO public.entries VALUES (280, '99a6c3b89977', 130, 'action', 'end', 1, NULL, 1796641553.5199778, NULL);
INSERT INTO public.entries VALUES (281, 'a47207d212a8', 117, 'action', 'use potter-r3 1', 1, NULL, 1796641553.521369, NULL);
INSERT INTO public.entries VALUES (282, '99a6c3b89977', 131, 'action', 'send w11@m1', 0, NULL, 1796641553.5362864, NULL);
INSERT INTO public.entries VALUES (283, 'a47207d212a8', 118, 'action', 'use stonecutter 1', 1, NULL, 1796641553.5386004, NULL);
INSERT INTO public.entries VALUES (284, '99a6c3b89977', 132, 'action', 'send m1@b23', 0, NULL, 1796641553.5467796, NULL);
INSERT INTO public.entries VALUES (285, 'a47207d212a8', 119, 'action', 'done', 1, NULL, 1796641553.5489225, NULL);
INSERT INTO public.entries VALUES (286, 'a47207d212a8', 120, 'action', 'deal-privileges aliena+tom', NULL, NULL, 1796641553.5489225, NULL);
INSERT INTO public.entries VALUES (287, 'a47207d212a8', 121, 'action', 'deal-shiring mason-r4+sculptor-r4', NULL, NULL, 1796641553.5489225, NULL);
INSERT INTO public.entries VALUES (288, 'a47207d212a8', 122, 'action', 'set-aside sand-4+stone-3', NULL, NULL, 1796641553.5489225, NULL);
INSERT INTO public.entries VALUES (289, 'a47207d212a8', 123, 'action', 'event richard-event', NULL, NULL, 1796641553.5489225, NULL);
INSERT INTO public.entries VALUES (290, '99a6c3b89977', 133, 'action', 'send w04@b25', 0, NULL, 1796641553.55078, NULL);
INSERT INTO public.entries VALUES (291, 'a47207d212a8', 124, 'action', 'take stone-2', 1, NULL, 1796641553.5521743, NULL);
INSERT INTO public.entries VALUES (292, '99a6c3b89977', 134, 'action', 'take-coins 1', 1, NULL, 1796641553.5535157, NULL);
INSERT INTO public.entries VALUES (293, 'a47207d212a8', 125, 'action', 'take stone-4', 0, NULL, 1796641553.5553756, NULL);
INSERT INTO public.entries VALUES (294, '99a6c3b89977', 135, 'action', 'start m5', 1, NULL, 1796641553.556702, NULL);
INSERT INTO public.entries VALUES (295, '99a6c3b89977', 136, 'action', 'reveal-building b29', NULL, NULL, 1796641553.556702, NULL);
INSERT INTO public.entries VALUES (296, 'a47207d212a8', 126, 'action', 'take sand-2', 1, NULL, 1796641553.558291, NULL);
INSERT INTO public.entries VALUES (297, '99a6c3b89977', 137, 'action', 'recruit w02', 1, NULL, 1796641553.5595536, NULL);
INSERT INTO public.entries VALUES (298, '99a6c3b89977', 138, 'action', 'reveal-worker w38', NULL, NULL, 1796641553.5595536, NULL);
INSERT INTO public.entries VALUES (299, 'a47207d212a8', 127, 'action', 'take sand-3', 0, NULL, 1796641553.5614057, NULL);
INSERT INTO public.entries VALUES (300, '99a6c3b89977', 139, 'action', 'take-coins 3', 0, NULL, 1796641553.5675333, NULL);
INSERT INTO public.entries VALUES (301, 'a47207d212a8', 128, 'action', 'pass', 1, NULL, 1796641553.5690598, NULL);
INSERT INTO public.entries VALUES (302, '99a6c3b89977', 140, 'action', 'buy-action', 0, NULL, 1796641553.5703454, NULL);
INSERT INTO public.entries VALUES (303, 'a47207d212a8', 129, 'action', 'pass', 0, NULL, 1796641553.5715806, NULL);
INSERT INTO public.entries VALUES (304, 'a47207d212a8', 130, 'action', 'draw-builder red', NULL, NULL, 1796641553.5715806, NULL);
INSERT INTO public.entries VALUES (305, '99a6c3b89977', 141, 'action', 'recruit w03', 0, NULL, 1796641553.5728095, NULL);
INSERT INTO public.entries VALUES (306, '99a6c3b89977', 142, 'action', 'reveal-worker w40', NULL, NULL, 1796641553.5728095, NULL);
INSERT INTO public.entries VALUES (307, 'a47207d212a8', 131, 'action', 'return', 1, NULL, 1796641553.574121, NULL);
INSERT INTO public.entries VALUES (308, 'a47207d212a8', 132, 'action', 'draw-builder red', NULL, NULL, 1796641553.574121, NULL);
INSERT INTO public.entries VALUES (309, '99a6c3b89977', 143, 'action', 'send w02@b09', 1, NULL, 1796641553.5753381, NULL);
INSERT INTO public.entries VALUES (310, 'a47207d212a8', 133, 'action', 'place priory-1', 1, NULL, 1796641553.5766943, NULL);
INSERT INTO public.entries VALUES (311, 'a47207d212a8', 134, 'action', 'draw-builder red', NULL, NULL, 1796641553.5766943, NULL);
INSERT INTO public.entries VALUES (312, '99a6c3b89977', 144, 'action', 'start b16', 1, NULL, 1796641553.577976, NULL);
INSERT INTO public.entries VALUES (313, '99a6c3b89977', 145, 'action', 'reveal-building b24', NULL, NULL, 1796641553.577976, NULL);
INSERT INTO public.entries VALUES (314, 'a47207d212a8', 135, 'action', 'place shiring-2', 1, NULL, 1796641553.579822, NULL);
INSERT INTO public.entries VALUES (315, 'a47207d212a8', 136, 'action', 'draw-builder blue', NULL, NULL, 1796641553.579822, NULL);
INSERT INTO public.entries VALUES (316, '99a6c3b89977', 146, 'action', 'take-coins 1', 1, NULL, 1796641553.5807004, NULL);
INSERT INTO public.entries VALUES (317, 'a47207d212a8', 137, 'action', 'pass', 0, NULL, 1796641553.582033, NULL);
INSERT INTO public.entries VALUES (318, 'a47207d212a8', 138, 'action', 'draw-builder blue', NULL, NULL, 1796641553.582033, NULL);
INSERT INTO public.entries VALUES (319, '99a6c3b89977', 147, 'action', 'take-coins 3', 0, NULL, 1796641553.588047, NULL);
INSERT INTO public.entries VALUES (320, 'a47207d212a8', 139, 'action', 'pass', 0, NULL, 1796641553.5897567, NULL);
INSERT INTO public.entries VALUES (321, 'a47207d212a8', 140, 'action', 'draw-builder blue', NULL, NULL, 1796641553.5897567, NULL);
INSERT INTO public.entries VALUES (322, '99a6c3b89977', 148, 'action', 'end', 0, NULL, 1796641553.5934432, NULL);
INSERT INTO public.entries VALUES (323, 'a47207d212a8', 141, 'action', 'pass', 0, NULL, 1796641553.594854, NULL);
INSERT INTO public.entries VALUES (324, 'a47207d212a8', 142, 'action', 'draw-builder red', NULL, NULL, 1796641553.594854, NULL);
INSERT INTO public.entries VALUES (325, '99a6c3b89977', 149, 'action', 'take-coins 3', 1, NULL, 1796641553.5962205, NULL);
INSERT INTO public.entries VALUES (326, 'a47207d212a8', 143, 'action', 'place kingsbridge-1', 1, NULL, 1796641553.5974364, NULL);
INSERT INTO public.entries VALUES (327, '99a6c3b89977', 150, 'action', 'end', 1, NULL, 1796641553.5990763, NULL);
INSERT INTO public.entries VALUES (328, 'a47207d212a8', 144, 'action', 'place kingsbridge-2', 0, NULL, 1796641553.6000125, NULL);
INSERT INTO public.entries VALUES (329, '99a6c3b89977', 151, 'action', 'send w11@b25', 0, NULL, 1796641553.6273983, NULL);
INSERT INTO public.entries VALUES (330, 'a47207d212a8', 145, 'action', 'place shiring-1', 0, NULL, 1796641553.6297567, NULL);
INSERT INTO public.entries VALUES (331, '99a6c3b89977', 152, 'action', 'start m3', 0, NULL, 1796641553.6312048, NULL);
INSERT INTO public.entries VALUES (332, '99a6c3b89977', 153, 'action', 'reveal-building b21', NULL, NULL, 1796641553.6312048, NULL);
INSERT INTO public.entries VALUES (333, 'a47207d212a8', 146, 'action', 'place priory-2', 0, NULL, 1796641553.6372778, NULL);
INSERT INTO public.entries VALUES (334, 'a47207d212a8', 147, 'action', 'tax 4', NULL, NULL, 1796641553.6372778, NULL);
INSERT INTO public.entries VALUES (335, '99a6c3b89977', 154, 'action', 'send w11@b15', 0, NULL, 1796641553.6675935, NULL);
INSERT INTO public.entries VALUES (336, 'a47207d212a8', 148, 'action', 'discard mortar-mixer-r1', 0, NULL, 1796641553.6718662, NULL);
INSERT INTO public.entries VALUES (337, '99a6c3b89977', 155, 'action', 'end', 0, NULL, 1796641553.6760492, NULL);
INSERT INTO public.entries VALUES (338, 'a47207d212a8', 149, 'action', 'use carpenter-r2 1', 1, NULL, 1796641553.682713, NULL);
INSERT INTO public.entries VALUES (339, '99a6c3b89977', 156, 'action', 'send w23@b30', 1, NULL, 1796641553.684715, NULL);
INSERT INTO public.entries VALUES (340, 'a47207d212a8', 150, 'action', 'use sculptor-r4 1', 1, NULL, 1796641553.6870356, NULL);
INSERT INTO public.entries VALUES (341, '99a6c3b89977', 157, 'action', 'start b02', 1, NULL, 1796641553.6881552, NULL);
INSERT INTO public.entries VALUES (342, '99a6c3b89977', 158, 'action', 'reveal-building b33', NULL, NULL, 1796641553.6881552, NULL);
INSERT INTO public.entries VALUES (343, 'a47207d212a8', 151, 'action', 'use potter-r3 2', 1, NULL, 1796641553.6898217, NULL);
INSERT INTO public.entries VALUES (344, '99a6c3b89977', 159, 'action', 'take-coins 1', 1, NULL, 1796641553.6911511, NULL);
INSERT INTO public.entries VALUES (345, 'a47207d212a8', 152, 'action', 'done', 1, NULL, 1796641553.6927307, NULL);
INSERT INTO public.entries VALUES (346, '99a6c3b89977', 160, 'action', 'recruit w40', 0, NULL, 1796641553.737417, NULL);
INSERT INTO public.entries VALUES (347, '99a6c3b89977', 161, 'action', 'reveal-worker w37', NULL, NULL, 1796641553.737417, NULL);
INSERT INTO public.entries VALUES (348, 'a47207d212a8', 153, 'action', 'use mason-r3 2', 0, NULL, 1796641553.7418814, NULL);
INSERT INTO public.entries VALUES (349, '99a6c3b89977', 162, 'action', 'send w40@b07', 0, NULL, 1796641553.773791, NULL);
INSERT INTO public.entries VALUES (350, 'a47207d212a8', 154, 'action', 'use mason-r2 3', 0, NULL, 1796641553.7812505, NULL);
INSERT INTO public.entries VALUES (351, '99a6c3b89977', 163, 'action', 'send w40@b23', 0, NULL, 1796641553.8039327, NULL);
INSERT INTO public.entries VALUES (352, 'a47207d212a8', 155, 'action', 'use mortar-mixer 1', 0, NULL, 1796641553.8100302, NULL);
INSERT INTO public.entries VALUES (353, '99a6c3b89977', 164, 'action', 'buy-action', 0, NULL, 1796641553.8306384, NULL);
INSERT INTO public.entries VALUES (354, 'a47207d212a8', 156, 'action', 'done', 0, NULL, 1796641553.8334663, NULL);
INSERT INTO public.entries VALUES (355, 'a47207d212a8', 157, 'action', 'deal-privileges wollmesse+otto', NULL, NULL, 1796641553.8334663, NULL);
INSERT INTO public.entries VALUES (356, 'a47207d212a8', 158, 'action', 'deal-shiring goldsmith-r5+glassblower-r5', NULL, NULL, 1796641553.8334663, NULL);
INSERT INTO public.entries VALUES (357, 'a47207d212a8', 159, 'action', 'set-aside sand-3+wood-2', NULL, NULL, 1796641553.8334663, NULL);
INSERT INTO public.entries VALUES (358, 'a47207d212a8', 160, 'action', 'event stadtmauer', NULL, NULL, 1796641553.8334663, NULL);
INSERT INTO public.entries VALUES (359, '99a6c3b89977', 165, 'action', 'send m1@b28', 0, NULL, 1796641553.8551686, NULL);
INSERT INTO public.entries VALUES (360, 'a47207d212a8', 161, 'action', 'take stone-4', 0, NULL, 1796641553.8664398, NULL);
INSERT INTO public.entries VALUES (361, '99a6c3b89977', 166, 'action', 'buy-action', 0, NULL, 1796641553.8872716, NULL);
INSERT INTO public.entries VALUES (362, 'a47207d212a8', 162, 'action', 'take stone-3', 1, NULL, 1796641553.8914022, NULL);
INSERT INTO public.entries VALUES (363, '99a6c3b89977', 167, 'action', 'send w42@b26', 0, NULL, 1796641553.8941464, NULL);
INSERT INTO public.entries VALUES (364, 'a47207d212a8', 163, 'action', 'pass', 0, NULL, 1796641553.8960683, NULL);
INSERT INTO public.entries VALUES (365, '99a6c3b89977', 168, 'action', 'buy-action', 0, NULL, 1796641553.910357, NULL);
INSERT INTO public.entries VALUES (366, 'a47207d212a8', 164, 'action', 'pass', 1, NULL, 1796641553.9146485, NULL);
INSERT INTO public.entries VALUES (367, 'a47207d212a8', 165, 'action', 'draw-builder red', NULL, NULL, 1796641553.9146485, NULL);
INSERT INTO public.entries VALUES (368, '99a6c3b89977', 169, 'action', 'take-coins 1', 0, NULL, 1796641553.917532, NULL);
INSERT INTO public.entries VALUES (369, 'a47207d212a8', 166, 'action', 'keep', 0, NULL, 1796641553.9210346, NULL);
INSERT INTO public.entries VALUES (370, '99a6c3b89977', 170, 'action', 'buy-action', 0, NULL, 1796641553.9328935, NULL);
INSERT INTO public.entries VALUES (371, 'a47207d212a8', 167, 'action', 'pass', 1, NULL, 1796641553.944066, NULL);
INSERT INTO public.entries VALUES (372, 'a47207d212a8', 168, 'action', 'draw-builder red', NULL, NULL, 1796641553.944066, NULL);
INSERT INTO public.entries VALUES (373, '99a6c3b89977', 171, 'action', 'send w32@b15', 0, NULL, 1796641553.9582899, NULL);
INSERT INTO public.entries VALUES (374, 'a47207d212a8', 169, 'action', 'return', 0, NULL, 1796641553.9623208, NULL);
INSERT INTO public.entries VALUES (375, 'a47207d212a8', 170, 'action', 'draw-builder red', NULL, NULL, 1796641553.9623208, NULL);
INSERT INTO public.entries VALUES (376, '99a6c3b89977', 172, 'action', 'buy-action', 0, NULL, 1796641553.9643636, NULL);
INSERT INTO public.entries VALUES (377, 'a47207d212a8', 171, 'action', 'pass', 1, NULL, 1796641553.9662135, NULL);
INSERT INTO public.entries VALUES (378, 'a47207d212a8', 172, 'action', 'draw-builder blue', NULL, NULL, 1796641553.9662135, NULL);
INSERT INTO public.entries VALUES (379, '99a6c3b89977', 173, 'action', 'send w40@m7', 0, NULL, 1796641553.9759798, NULL);
INSERT INTO public.entries VALUES (380, 'a47207d212a8', 173, 'action', 'pass', 0, NULL, 1796641553.981445, NULL);
INSERT INTO public.entries VALUES (381, 'a47207d212a8', 174, 'action', 'draw-builder blue', NULL, NULL, 1796641553.981445, NULL);
INSERT INTO public.entries VALUES (382, 'a47207d212a8', 175, 'action', 'pass', 0, NULL, 1796641553.9836414, NULL);
INSERT INTO public.entries VALUES (383, 'a47207d212a8', 176, 'action', 'draw-builder blue', NULL, NULL, 1796641553.9836414, NULL);
INSERT INTO public.entries VALUES (384, 'a47207d212a8', 177, 'action', 'pass', 0, NULL, 1796641553.9856248, NULL);
INSERT INTO public.entries VALUES (385, 'a47207d212a8', 178, 'action', 'draw-builder red', NULL, NULL, 1796641553.9856248, NULL);
INSERT INTO public.entries VALUES (386, 'a47207d212a8', 179, 'action', 'place kingsbridge-1', 1, NULL, 1796641553.9876387, NULL);
INSERT INTO public.entries VALUES (387, 'a47207d212a8', 180, 'action', 'place kingsbridge-2', 1, NULL, 1796641553.9893458, NULL);
INSERT INTO public.entries VALUES (388, 'a47207d212a8', 181, 'action', 'place archbishop', 1, NULL, 1796641553.9909387, NULL);
INSERT INTO public.entries VALUES (389, 'a47207d212a8', 182, 'action', 'place shiring-2', 0, NULL, 1796641553.9928699, NULL);
INSERT INTO public.entries VALUES (390, 'a47207d212a8', 183, 'action', 'place castle', 0, NULL, 1796641553.994521, NULL);
INSERT INTO public.entries VALUES (391, 'a47207d212a8', 184, 'action', 'place shiring-1', 0, NULL, 1796641553.996455, NULL);
INSERT INTO public.entries VALUES (392, 'a47207d212a8', 185, 'action', 'take-cube wood', 1, NULL, 1796641553.998156, NULL);
INSERT INTO public.entries VALUES (393, 'a47207d212a8', 186, 'action', 'tax 4', NULL, NULL, 1796641553.998156, NULL);
INSERT INTO public.entries VALUES (394, 'a47207d212a8', 187, 'action', 'discard mason-r2', 0, NULL, 1796641554.0003242, NULL);
INSERT INTO public.entries VALUES (395, 'a47207d212a8', 188, 'action', 'discard stonecutter', 0, NULL, 1796641554.002347, NULL);
INSERT INTO public.entries VALUES (396, 'a47207d212a8', 189, 'action', 'use mason-r4 5', 0, NULL, 1796641554.0046053, NULL);
INSERT INTO public.entries VALUES (397, 'a47207d212a8', 190, 'action', 'use glassblower-r5 1', 0, NULL, 1796641554.006443, NULL);
INSERT INTO public.entries VALUES (398, 'a47207d212a8', 191, 'action', 'done', 0, NULL, 1796641554.0081477, NULL);
INSERT INTO public.entries VALUES (399, 'a47207d212a8', 192, 'action', 'use sculptor-r4 1', 1, NULL, 1796641554.0097823, NULL);
INSERT INTO public.entries VALUES (400, 'a47207d212a8', 193, 'action', 'use carpenter-r2 2', 1, NULL, 1796641554.0114233, NULL);
INSERT INTO public.entries VALUES (401, 'a47207d212a8', 194, 'action', 'done', 1, NULL, 1796641554.0132854, NULL);
INSERT INTO public.entries VALUES (402, 'a47207d212a8', 195, 'action', 'deal-shiring sculptor-r6+goldsmith-r6', NULL, NULL, 1796641554.0132854, NULL);
INSERT INTO public.entries VALUES (403, 'a47207d212a8', 196, 'action', 'set-aside wood-4+stone-3', NULL, NULL, 1796641554.0132854, NULL);
INSERT INTO public.entries VALUES (404, 'a47207d212a8', 197, 'action', 'event erzbischof', NULL, NULL, 1796641554.0132854, NULL);
INSERT INTO public.entries VALUES (405, 'a47207d212a8', 198, 'action', 'hire bellmaker-r6', 1, NULL, 1796641554.0152056, NULL);
INSERT INTO public.entries VALUES (406, 'a47207d212a8', 199, 'action', 'discard bellmaker-r6', 1, NULL, 1796641554.0168126, NULL);
INSERT INTO public.entries VALUES (407, 'a47207d212a8', 200, 'action', 'take stone-4', 0, NULL, 1796641554.018934, NULL);
INSERT INTO public.entries VALUES (408, 'a47207d212a8', 201, 'action', 'take wood-3', 1, NULL, 1796641554.0205998, NULL);
INSERT INTO public.entries VALUES (409, 'a47207d212a8', 202, 'action', 'take sand-3', 0, NULL, 1796641554.0227518, NULL);
INSERT INTO public.entries VALUES (410, 'a47207d212a8', 203, 'action', 'take sand-4', 1, NULL, 1796641554.0243595, NULL);
INSERT INTO public.entries VALUES (411, 'a47207d212a8', 204, 'action', 'pass', 0, NULL, 1796641554.026025, NULL);
INSERT INTO public.entries VALUES (412, 'a47207d212a8', 205, 'action', 'pass', 1, NULL, 1796641554.0277872, NULL);
INSERT INTO public.entries VALUES (413, 'a47207d212a8', 206, 'action', 'draw-builder red', NULL, NULL, 1796641554.0277872, NULL);
INSERT INTO public.entries VALUES (414, 'a47207d212a8', 207, 'action', 'return', 1, NULL, 1796641554.0295048, NULL);
INSERT INTO public.entries VALUES (415, 'a47207d212a8', 208, 'action', 'draw-builder blue', NULL, NULL, 1796641554.0295048, NULL);
INSERT INTO public.entries VALUES (416, 'a47207d212a8', 209, 'action', 'pass', 0, NULL, 1796641554.031271, NULL);
INSERT INTO public.entries VALUES (417, 'a47207d212a8', 210, 'action', 'draw-builder blue', NULL, NULL, 1796641554.031271, NULL);
INSERT INTO public.entries VALUES (418, 'a47207d212a8', 211, 'action', 'pass', 0, NULL, 1796641554.0329998, NULL);
INSERT INTO public.entries VALUES (419, 'a47207d212a8', 212, 'action', 'draw-builder red', NULL, NULL, 1796641554.0329998, NULL);
INSERT INTO public.entries VALUES (420, 'a47207d212a8', 213, 'action', 'pass', 1, NULL, 1796641554.0348403, NULL);
INSERT INTO public.entries VALUES (421, 'a47207d212a8', 214, 'action', 'draw-builder blue', NULL, NULL, 1796641554.0348403, NULL);
INSERT INTO public.entries VALUES (422, 'a47207d212a8', 215, 'action', 'draw-builder red', NULL, NULL, 1796641554.0348403, NULL);
INSERT INTO public.entries VALUES (423, 'a47207d212a8', 216, 'action', 'pass', 1, NULL, 1796641554.0366201, NULL);
INSERT INTO public.entries VALUES (424, 'a47207d212a8', 217, 'action', 'draw-builder red', NULL, NULL, 1796641554.0366201, NULL);
INSERT INTO public.entries VALUES (425, 'a47207d212a8', 218, 'action', 'place startplayer', 0, NULL, 1796641554.0383072, NULL);
INSERT INTO public.entries VALUES (426, 'a47207d212a8', 219, 'action', 'place shiring-1', 0, NULL, 1796641554.0403879, NULL);
INSERT INTO public.entries VALUES (427, 'a47207d212a8', 220, 'action', 'place kingsbridge-1', 1, NULL, 1796641554.0419805, NULL);
INSERT INTO public.entries VALUES (428, 'a47207d212a8', 221, 'action', 'place court-1', 1, NULL, 1796641554.043809, NULL);
INSERT INTO public.entries VALUES (429, 'a47207d212a8', 222, 'action', 'tax 4', NULL, NULL, 1796641554.043809, NULL);
INSERT INTO public.entries VALUES (430, 'a47207d212a8', 223, 'action', 'discard mason-r3', 0, NULL, 1796641554.0460956, NULL);
INSERT INTO public.entries VALUES (431, 'a47207d212a8', 224, 'action', 'use stonecutter 2', 1, NULL, 1796641554.047966, NULL);
INSERT INTO public.entries VALUES (432, 'a47207d212a8', 225, 'action', 'use potter-r3 2', 1, NULL, 1796641554.049727, NULL);
INSERT INTO public.entries VALUES (433, 'a47207d212a8', 226, 'action', 'done', 1, NULL, 1796641554.051451, NULL);
INSERT INTO public.entries VALUES (434, 'a47207d212a8', 227, 'action', 'use sculptor-r6 5', 0, NULL, 1796641554.0537276, NULL);
INSERT INTO public.entries VALUES (435, 'a47207d212a8', 228, 'action', 'done', 0, NULL, 1796641554.0555346, NULL);


--
-- Data for Name: games; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.games VALUES ('37b3ef2dcd86', 'pillars', 2, '{}', 0, '[{"kind": "human", "level": null, "name": "Player 1", "token_hash": "72d18b1aa79f6b824b4238b0976aa0cb928b87f33cbd06df23e9d06f14d5f434"}, {"kind": "bot", "level": "easy", "name": "Bot 2", "token_hash": null}]', 'null', 'active', 'null', 1796641552.9141238, NULL, 'bbe3d1f8e96cf1dfc94d5bd47f18477fbb89748b18c97cff3c7ba1b514ae4b4c', '047a70ecc45d752d08a383d0caea7ac927076c36c52ab7d4f8c60add23dbf15d', false, 0, NULL, NULL);
INSERT INTO public.games VALUES ('a4663409ad64', 'builders', 2, '{}', 0, '[{"kind": "human", "level": null, "name": "Player 1", "token_hash": "a4b31579513979a8e5ee0d9673f6d7b10099eb7e7e751895f8f394a48ef222eb"}, {"kind": "bot", "level": "easy", "name": "Bot 2", "token_hash": null}]', 'null', 'active', 'null', 1796641553.2758358, NULL, 'b118e506e36d7a47de219e6433cb97de9773c1e497394ab74781d540ec97ef11', '80f5d44173b94555ffe8cd5e637f83aa08f37937a8ebb85ecdbaff0eea36cc61', false, 0, NULL, NULL);
INSERT INTO public.games VALUES ('99a6c3b89977', 'builders', 2, '{}', 0, '[{"kind": "bot", "level": "easy", "name": "Bot 1", "token_hash": null}, {"kind": "bot", "level": "random", "name": "Bot 2", "token_hash": null}]', 'null', 'finished', '{"scores": [17, 0], "tiebreaks": [[17, 3], [0, 4]], "ranks": [1, 2], "winners": [0], "details": [{"building_vp": 17, "coins": 3, "coin_vp": 0, "buildings": ["b04", "b06", "m1", "b25", "b07", "b23", "b15", "m7"]}, {"building_vp": 0, "coins": 4, "coin_vp": 0, "buildings": []}], "rounds": 17, "ended_by": "rules"}', 1796641552.8953161, 1796641553.977733, '430daecde56f2c164ea74cfdf47db633bc6ec0cbf85e5ec7eee9ad1e5626afb8', 'd7a372d4f9957398b1f22810d7924ff7c0e86c828c4e65353d42aa2641d5b990', false, 0, NULL, NULL);
INSERT INTO public.games VALUES ('a47207d212a8', 'pillars', 2, '{}', 0, '[{"kind": "bot", "level": "easy", "name": "Bot 1", "token_hash": null}, {"kind": "bot", "level": "random", "name": "Bot 2", "token_hash": null}]', 'null', 'finished', '{"scores": [35, 24], "tiebreaks": [[0], [1]], "ranks": [1, 2], "winners": [0], "details": [{"vp": 35, "gold": 0, "craftsmen": ["mortar-mixer", "mason-r4", "goldsmith-r5", "glassblower-r5", "sculptor-r6"], "vp_from": {"start": 2, "craftsmen": 33, "priory": 7, "cards and events": 0, "lost": -7}}, {"vp": 24, "gold": 1, "craftsmen": ["stonecutter", "mortar-mixer", "carpenter-r2", "potter-r3", "sculptor-r4"], "vp_from": {"start": 2, "craftsmen": 20, "priory": 4, "cards and events": 0, "lost": -2}}], "rounds": 6, "ended_by": "rules"}', 1796641552.8899333, 1796641554.0565128, '8c3a8184b11b48e833211a537889f92b06aee6aa4b43a2215e7d83bcbee5f6d3', '93d4690e71c6ed57b6ef02124d51e59773f3edbaac212444ef4a69100e3facad', false, 0, NULL, NULL);


--
-- Data for Name: reviews; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Name: entries_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.entries_id_seq', 435, true);


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
-- Name: reviews reviews_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_pkey PRIMARY KEY (game_id);


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
-- Name: reviews reviews_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id);


--
-- PostgreSQL database dump complete
--


