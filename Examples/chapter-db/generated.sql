-- The seeded part of the Chapter data set: a few hundred rows drawn from `seed`, added after the
-- recorded rows. Every draw is md5(seed, purpose, n), so the same seed gives the same rows on
-- any machine and any PostgreSQL (no dependence on `random()`'s generator).
--
-- Like the recorded ones, every generated course has a `course_url`: the model requires one
-- (the weakness the demo dump plants), and the healthy data set never omits it.
-- The generated rows keep to where the recorded requests do not count: courses in subjects the
-- recorded searches do not ask for, members of the groups whose member lists are not pinned,
-- notifications for other users. So the recorded responses (and the tests that read them) hold
-- for every seed, while the cluster holds a realistic amount of data: LSE Freshers 2025 shows a
-- page of seeded members, with microsecond timestamps, NULLs, empty arrays and non-ASCII names.
CREATE SCHEMA chapter_seed;

-- A number in [0, 1) drawn for (seed, purpose, n).
CREATE FUNCTION chapter_seed.draw(seed int, purpose text, n int) RETURNS double precision
LANGUAGE sql IMMUTABLE AS $$
  SELECT ('x' || substr(md5(seed || ':' || purpose || ':' || n), 1, 8))::bit(32)::bigint / 4294967296.0
$$;

-- An element of `options` drawn for (seed, purpose, n).
CREATE FUNCTION chapter_seed.pick(seed int, purpose text, n int, options text[]) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT options[1 + floor(chapter_seed.draw(seed, purpose, n) * cardinality(options))::int]
$$;

-- A version-4-shaped uuid drawn for (seed, purpose, n).
CREATE FUNCTION chapter_seed.uuid(seed int, purpose text, n int) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT overlay(overlay(md5(seed || ':' || purpose || ':' || n || ':uuid') PLACING '4' FROM 13)
                 PLACING substr('89ab', 1 + (n % 4), 1) FROM 17)::uuid
$$;

-- An instant within `days` after `start`, to the microsecond.
CREATE FUNCTION chapter_seed.instant(seed int, purpose text, n int, start timestamptz, days int)
RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('microseconds', start + chapter_seed.draw(seed, purpose, n) * days * interval '1 day')
$$;

CREATE FUNCTION chapter_seed.person(seed int, n int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT chapter_seed.pick(seed, 'first', n, ARRAY['Olivia', 'Noah', 'Zoë', 'Siobhán', 'Mohammed',
           'Priya', 'Oisín', 'Freya', 'Kwame', 'Łukasz', 'Aoife', 'Rhys', 'Mei', 'Tomás', 'Ayesha',
           'Callum', 'Ifeoma', 'Niamh', 'Dylan', 'Saoirse', 'Yusuf', 'Isla', 'Chidi', 'Anaïs'])
      || ' ' || chapter_seed.pick(seed, 'last', n, ARRAY['Smith', 'Jones', 'Williams', 'Brown',
           'Taylor', 'Davies', 'Evans', 'Thomas', 'Patel', 'Khan', 'Nguyễn', 'Ó Briain', 'MacLeod',
           'Kowalczyk', 'Adeyemi', 'Wilson', 'Roberts', 'Hughes', 'Chen', 'Müller', 'O''Neill'])
$$;

CREATE FUNCTION chapter_seed.generate(seed int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Courses at the recorded campuses, in subjects no recorded search reads.
  INSERT INTO public.courses (id, course_name, university, campus_id, ucas_code, qualification,
    study_mode, duration_years, further_category, subject_tags, description, typical_offer,
    ucas_points, fee_home, fee_international, acceptance_rate, ratings, placement_year,
    year_abroad, course_url, created_at, updated_at)
  SELECT chapter_seed.uuid(seed, 'course', n), subject.name, campus.university, campus.id,
    chr(65 + floor(chapter_seed.draw(seed, 'ucas-letter', n) * 26)::int)
      || lpad(floor(chapter_seed.draw(seed, 'ucas-digits', n) * 1000)::int::text, 3, '0'),
    subject.award, CASE WHEN sandwich THEN 'sandwich' ELSE 'full_time' END::public.course_mode,
    CASE WHEN sandwich THEN 4 ELSE 3 END, subject.category::public.course_further_category,
    CASE WHEN chapter_seed.draw(seed, 'tags', n) < 0.15 THEN '{}'::text[] ELSE subject.tags END,
    format('%s at %s, with a choice of options from the second year.', subject.name,
      initcap(replace(campus.university, '_', ' '))),
    offer, CASE WHEN offer IS NULL THEN NULL ELSE jsonb_build_object('minimum', 112 + 8 * floor(chapter_seed.draw(seed, 'points', n) * 5)::int,
      'typical', 128 + 8 * floor(chapter_seed.draw(seed, 'points', n) * 5)::int, 'a_level_offer', offer, 'btec_offer', NULL) END,
    9535, 19000 + 50 * floor(chapter_seed.draw(seed, 'fee', n) * 300)::int,
    round((5 + chapter_seed.draw(seed, 'acceptance', n) * 80)::numeric, 1),
    CASE WHEN chapter_seed.draw(seed, 'rated', n) < 0.3 THEN NULL ELSE jsonb_build_object(
      'overall', round((3 + chapter_seed.draw(seed, 'overall', n) * 2)::numeric, 1),
      'review_count', floor(chapter_seed.draw(seed, 'reviews', n) * 400)::int) END,
    sandwich, chapter_seed.draw(seed, 'abroad', n) < 0.1,
    format('https://www.example.ac.uk/%s/%s', campus.university, subject.category),
    chapter_seed.instant(seed, 'course-created', n, '2024-02-13', 60),
    chapter_seed.instant(seed, 'course-updated', n, '2025-05-20', 10)
  FROM generate_series(1, 120) AS n
  CROSS JOIN LATERAL (SELECT chapter_seed.draw(seed, 'sandwich', n) < 0.2 AS sandwich,
    chapter_seed.pick(seed, 'offer', n, ARRAY['A*AA', 'AAA', 'AAB', 'ABB', 'BBB', NULL]) AS offer) AS draws
  CROSS JOIN LATERAL (SELECT * FROM (VALUES
      ('Chemistry', 'BSc', 'chemistry', '{chemistry,laboratory}'::text[]),
      ('Biology', 'BSc', 'biology', '{biology,fieldwork}'),
      ('English Literature', 'BA', 'english_literature', '{literature,writing}'),
      ('Geography', 'BA', 'human_geography', '{geography,fieldwork}'),
      ('Civil Engineering', 'MEng', 'civil_engineering', '{engineering,structures}'),
      ('French and Spanish', 'BA', 'modern_languages', '{languages,year abroad}'),
      ('Music', 'BMus', 'music', '{music,performance}'),
      ('Sociology', 'BSc', 'sociology', '{sociology,research methods}'),
      ('Statistics', 'BSc', 'statistics', '{statistics,data}'),
      ('Archaeology', 'BA', 'archaeology', '{archaeology,fieldwork}'),
      ('Neuroscience', 'BSc', 'neuroscience', '{neuroscience,laboratory}'),
      ('Film Studies', 'BA', 'film_and_television', '{film,media}')) AS s(name, award, category, tags)
    OFFSET floor(chapter_seed.draw(seed, 'subject', n) * 12)::int LIMIT 1) AS subject
  CROSS JOIN LATERAL (SELECT c.id, c.university FROM public.campuses c ORDER BY c.created_at
    OFFSET floor(chapter_seed.draw(seed, 'campus', n) * 16)::int LIMIT 1) AS campus;

  -- Freshers joining LSE Freshers 2025 after the recorded members, and members of the open
  -- groups no recorded member list reads.
  INSERT INTO public.group_users (id, group_id, user_id, display_name, avatar_url,
    enrollment_status, is_admin, is_muted, joined_at, last_read_at)
  SELECT chapter_seed.uuid(seed, 'member', n), g.id, chapter_seed.uuid(seed, 'user', n % 200),
    chapter_seed.person(seed, n % 200),
    CASE WHEN chapter_seed.draw(seed, 'avatar', n) < 0.4 THEN NULL ELSE format(
      'https://xyzcompany.supabase.co/storage/v1/object/public/avatars/%s/avatar.jpg',
      chapter_seed.uuid(seed, 'user', n % 200)) END,
    chapter_seed.pick(seed, 'status', n, ARRAY['prospective', 'applied', 'offer_holder',
      'firm_choice', 'insurance_choice'])::public.enrollment_status,
    false, chapter_seed.draw(seed, 'muted', n) < 0.1, joined,
    CASE WHEN chapter_seed.draw(seed, 'read', n) < 0.25 THEN NULL
      ELSE joined + chapter_seed.draw(seed, 'read-after', n) * (timestamptz '2025-06-01' - joined) END
  FROM generate_series(1, 180) AS n
  CROSS JOIN LATERAL (SELECT id FROM public.group_chats
    WHERE CASE WHEN n <= 120 THEN name = 'LSE Freshers 2025'
               ELSE group_type IN ('university', 'subject') AND name <> 'LSE Freshers 2025' END
    ORDER BY created_at OFFSET CASE WHEN n <= 120 THEN 0 ELSE n % 2 END LIMIT 1) AS g
  CROSS JOIN LATERAL (SELECT chapter_seed.instant(seed, 'joined', n, '2025-03-27', 60) AS joined) AS j;

  -- Other users' inboxes.
  INSERT INTO public.inbox_notifications (id, user_id, type, title, body, group_id, course_id,
    sender_id, action_url, is_read, read_at, created_at)
  SELECT chapter_seed.uuid(seed, 'notification', n), chapter_seed.uuid(seed, 'user', n % 200),
    kind::public.notification_type,
    CASE kind WHEN 'new_message' THEN 'LSE Freshers 2025' WHEN 'system' THEN 'Chapter is updating tonight'
      ELSE 'Welcome to LSE Freshers 2025' END,
    CASE kind WHEN 'new_message' THEN chapter_seed.person(seed, n + 7) || ': anyone going to the welcome fair? 🎉'
      WHEN 'system' THEN NULL ELSE 'Say hello in the chat.' END,
    CASE WHEN kind = 'system' THEN NULL ELSE g.id END, NULL,
    CASE WHEN kind = 'new_message' THEN chapter_seed.uuid(seed, 'user', (n + 7) % 200) END,
    CASE WHEN kind = 'system' THEN NULL ELSE 'chapter://groups/' || g.id END,
    read_at IS NOT NULL, read_at, created
  FROM generate_series(1, 100) AS n
  CROSS JOIN LATERAL (SELECT chapter_seed.pick(seed, 'kind', n, ARRAY['new_message', 'new_message',
    'group_invite', 'system']) AS kind,
    chapter_seed.instant(seed, 'notified', n, '2025-04-01', 60) AS created) AS k
  CROSS JOIN LATERAL (SELECT CASE WHEN chapter_seed.draw(seed, 'unread', n) < 0.5 THEN NULL
    ELSE created + interval '1 hour' * chapter_seed.draw(seed, 'read-delay', n) * 48 END AS read_at) AS r
  CROSS JOIN LATERAL (SELECT id FROM public.group_chats WHERE name = 'LSE Freshers 2025') AS g;
END $$;
