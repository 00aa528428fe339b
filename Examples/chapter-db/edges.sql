-- The edge data set: values real PostgreSQL sends that the recorded corpus never shows, each in
-- a row of its own so `contract check` reports each on its own. `scripts/chapter-db` loads it
-- over the Chapter data set in a transaction, answers `edges.tsv`, and rolls it back; what
-- `check` says about each response is in `Corpus/demo/postgres-edges/README.md`.

-- Two migrations the backend ran: the population column widened to numeric (an import then
-- wrote a figure in the wrong unit), and `last_read_at` moved to `timestamp without time zone`.
ALTER TABLE public.cities ALTER COLUMN student_population TYPE numeric;
ALTER TABLE public.group_users ALTER COLUMN last_read_at TYPE timestamp without time zone
  USING last_read_at AT TIME ZONE 'UTC';

INSERT INTO public.cities (id, name, region, country, latitude, longitude, student_population,
  average_rent_weekly, created_at) VALUES
  -- The cost job divided 0 by 0: numeric NaN, which JSON carries as the string "NaN".
  ('5b1f0c9e-2d4a-4e61-9a3b-7c8d0e1f2a01', 'Aberdeen', 'Scotland', 'Scotland', 57.1497, -2.0943,
   31000, 'NaN', '2024-01-08T14:20:51.102938+00:00'),
  -- A geocoder failure stored as double precision infinities: "Infinity", "-Infinity".
  ('5b1f0c9e-2d4a-4e61-9a3b-7c8d0e1f2a02', 'Dundee', 'Scotland', 'Scotland', 'Infinity',
   '-Infinity', 18300, 118.40, '2024-01-08T14:21:58.640211+00:00'),
  -- A 29-digit numeric: beyond any Swift integer, and beyond Double's 17 significant digits.
  ('5b1f0c9e-2d4a-4e61-9a3b-7c8d0e1f2a03', 'St Andrews', 'Scotland', 'Scotland', 56.3398, -2.7967,
   12345678901234567890123456789, 161.25, '2024-01-08T14:23:05.017733+00:00'),
  -- The Royal Observatory's longitude is so small double precision prints it as 5e-05.
  ('5b1f0c9e-2d4a-4e61-9a3b-7c8d0e1f2a04', 'Greenwich', 'London', 'England', 51.4769, 0.00005,
   21900, 201.00, '2024-01-08T14:24:12.580464+00:00');

INSERT INTO public.campuses (id, name, university, city_id, address, postcode, latitude, longitude,
  is_main_campus, facilities, website_url, created_at) VALUES
  -- A founding date typed into created_at: 44 BC, which Postgres prints with a " BC" suffix.
  ('6c2a1d0f-3e5b-4f72-8b4c-8d9e1f2a3b01', 'Londinium', 'ucl', '7c9e6679-7425-40de-944b-e07fc1f90ae7',
   'Gower Street', 'WC1E 6BT', 51.5246, -0.1340, false, '{library}', NULL, '0044-03-15 12:00:00 BC'),
  -- UCL's charter date, printed by a server whose TimeZone is Europe/London: before 1847 that
  -- zone is local mean time, an offset with seconds (-00:01:15).
  ('6c2a1d0f-3e5b-4f72-8b4c-8d9e1f2a3b02', 'Bloomsbury (charter)', 'ucl', '7c9e6679-7425-40de-944b-e07fc1f90ae7',
   'Gower Street', 'WC1E 6BT', 51.5246, -0.1340, false, '{library}', NULL, '1836-11-28 12:00:00+00'),
  -- facilities written as a 2-D array: text[] allows it, JSON shows nested arrays.
  ('6c2a1d0f-3e5b-4f72-8b4c-8d9e1f2a3b03', 'Main campus', 'dundee', '5b1f0c9e-2d4a-4e61-9a3b-7c8d0e1f2a02',
   'Nethergate', 'DD1 4HN', 56.4580, -2.9821, true, '{{library,gym},{"students'' union",café}}', NULL,
   '2024-01-09T09:40:12.918273+00:00'),
  ('6c2a1d0f-3e5b-4f72-8b4c-8d9e1f2a3b04', 'Old Royal Naval College', 'greenwich',
   '5b1f0c9e-2d4a-4e61-9a3b-7c8d0e1f2a04', 'Park Row', 'SE10 9LS', 51.4826, 0.00005, true,
   '{library,"dining hall"}', 'https://www.gre.ac.uk/about-us/campuses', '2024-01-09T09:41:20.003819+00:00');

INSERT INTO public.courses (id, course_name, university, campus_id, ucas_code, qualification,
  study_mode, duration_years, further_category, subject_tags, description, fee_home,
  fee_international, acceptance_rate, course_url, created_at, updated_at) VALUES
  -- A course the import pinned open-ended: updated_at = 'infinity'.
  ('7d3b2e1a-4f6c-4a83-9c5d-9e0f1a2b3c01', 'Economics', 'dundee', '6c2a1d0f-3e5b-4f72-8b4c-8d9e1f2a3b03',
   'L100', 'MA', 'full_time', 4, 'economics', '{economics}', NULL, 9535, 23950, 61.0,
   'https://www.dundee.ac.uk/undergraduate/economics', '2024-02-12T11:40:05.118204+00:00', 'infinity'),
  -- A NULL element in subject_tags: text[] allows it, JSON shows ["economics", null].
  ('7d3b2e1a-4f6c-4a83-9c5d-9e0f1a2b3c02', 'Economics and Finance', 'dundee',
   '6c2a1d0f-3e5b-4f72-8b4c-8d9e1f2a3b03', 'LN13', 'MA', 'full_time', 4, 'economics',
   '{economics,NULL}', NULL, 9535, 23950, 58.5, 'https://www.dundee.ac.uk/undergraduate/economics-finance',
   '2024-02-12T11:41:12.774381+00:00', '2025-05-21T02:52:40.660129+00:00'),
  -- At the Greenwich campus: its embedded longitude goes through jsonb, which prints 0.00005.
  ('7d3b2e1a-4f6c-4a83-9c5d-9e0f1a2b3c03', 'History', 'greenwich', '6c2a1d0f-3e5b-4f72-8b4c-8d9e1f2a3b04',
   'V100', 'BA', 'full_time', 3, 'history', '{history}', NULL, 9535, 16500, 82.5,
   'https://www.gre.ac.uk/undergraduate/history', '2024-02-12T11:42:19.305527+00:00',
   '2025-05-21T02:53:47.281906+00:00');

INSERT INTO public.group_chats (id, name, description, group_type, university_code, course_id,
  created_by, member_count, is_private, last_message, last_message_at, start_year, created_at,
  updated_at) VALUES
  -- "Never" written as '-infinity' instead of NULL.
  ('8e4c3f2b-5a7d-4b94-8d6e-0f1a2b3c4d01', 'Dundee Economics 2025', NULL, 'course', 'D65',
   '7d3b2e1a-4f6c-4a83-9c5d-9e0f1a2b3c01', 'd0e8d160-3555-4f9f-ad79-52db0298e27e', 1, false, NULL,
   '-infinity', 2025, '2025-05-30T08:15:44.590012+00:00', '2025-05-30T08:15:44.590012+00:00'),
  -- A typo'd year: Postgres prints years past 9999 with five digits.
  ('8e4c3f2b-5a7d-4b94-8d6e-0f1a2b3c4d02', 'Dundee Economics and Finance 2025', NULL, 'course', 'D65',
   '7d3b2e1a-4f6c-4a83-9c5d-9e0f1a2b3c02', 'd0e8d160-3555-4f9f-ad79-52db0298e27e', 2, false,
   'See you at the Tower Building', '20250-05-31T19:02:11.004512+00:00', 2025,
   '2025-05-30T08:16:51.222207+00:00', '2025-05-31T19:02:11.004512+00:00');

INSERT INTO public.group_users (id, group_id, user_id, display_name, avatar_url, enrollment_status,
  is_admin, is_muted, joined_at, last_read_at) VALUES
  -- After the migration last_read_at has no offset.
  ('9f5d4a3c-6b8e-4ca5-9e7f-1a2b3c4d5e01', '8e4c3f2b-5a7d-4b94-8d6e-0f1a2b3c4d02',
   'd0e8d160-3555-4f9f-ad79-52db0298e27e', 'Callum MacLeod', NULL, 'offer_holder', true, false,
   '2025-05-30T08:16:51.340086+00:00', '2025-05-31T19:05:37.481120');

INSERT INTO public.inbox_notifications (id, user_id, type, title, body, group_id, course_id,
  sender_id, action_url, is_read, read_at, created_at) VALUES
  -- Read with `;nulls=stripped`: the NULL columns are left out of the response.
  ('0a6e5b4d-7c9f-4db6-8f80-2b3c4d5e6f01', 'd0e8d160-3555-4f9f-ad79-52db0298e27e', 'system',
   'Chapter now works on iPad', NULL, NULL, NULL, NULL, NULL, false, NULL,
   '2025-05-15T17:00:00.123912+00:00');
