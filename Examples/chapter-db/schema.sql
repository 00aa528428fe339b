-- The Chapter app's tables as its Supabase project defines them: the source of
-- `Contracts/chapter/openapi.json` (PostgREST reads this catalog) and of the rows in
-- `Corpus/chapter/`. Loaded by `scripts/chapter-db` into a throwaway PostgreSQL cluster.

-- Supabase's `auth.uid()`: the `sub` claim of the request's JWT, as PostgREST sets it.
CREATE SCHEMA auth;
CREATE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('request.jwt.claim.sub', true), '')::uuid
$$;

CREATE TYPE public.course_mode AS ENUM (
  'full_time', 'part_time', 'sandwich', 'distance_learning', 'degree_apprenticeship');
CREATE TYPE public.group_type AS ENUM (
  'course', 'university', 'accommodation', 'society', 'subject');
CREATE TYPE public.enrollment_status AS ENUM (
  'prospective', 'applied', 'offer_holder', 'firm_choice', 'insurance_choice', 'enrolled',
  'graduated');
CREATE TYPE public.notification_type AS ENUM (
  'new_message', 'mention', 'group_invite', 'group_join_request', 'course_update',
  'application_deadline', 'system');
-- HESA's Common Aggregation Hierarchy subjects, as the course import maps them.
CREATE TYPE public.course_further_category AS ENUM (
  'medicine', 'dentistry', 'medical_sciences', 'pharmacology', 'toxicology', 'pharmacy',
  'adult_nursing', 'childrens_nursing', 'mental_health_nursing', 'learning_disabilities_nursing',
  'midwifery', 'physiotherapy', 'occupational_therapy', 'radiography', 'paramedic_science',
  'nutrition_and_dietetics', 'ophthalmics', 'speech_and_language_therapy', 'biomedical_sciences',
  'health_sciences', 'anatomy_physiology_and_pathology', 'biology',
  'ecology_and_environmental_biology', 'microbiology', 'zoology', 'genetics', 'molecular_biology',
  'plant_sciences', 'marine_biology', 'neuroscience', 'sport_and_exercise_sciences', 'psychology',
  'applied_psychology', 'veterinary_medicine', 'animal_science', 'agriculture',
  'food_and_beverage_studies', 'physics', 'astronomy', 'chemistry', 'earth_sciences',
  'physical_geography', 'environmental_sciences', 'forensic_science', 'natural_sciences',
  'mathematics', 'statistics', 'operational_research', 'mechanical_engineering',
  'civil_engineering', 'electrical_and_electronic_engineering', 'chemical_engineering',
  'aeronautical_and_aerospace_engineering', 'biomedical_engineering', 'general_engineering',
  'manufacturing_engineering', 'naval_architecture', 'materials_science', 'minerals_technology',
  'maritime_technology', 'computer_science', 'software_engineering', 'information_systems',
  'artificial_intelligence', 'cyber_security', 'computer_games_and_animation', 'data_science',
  'health_informatics', 'architecture', 'building', 'landscape_design',
  'urban_and_regional_planning', 'quantity_surveying', 'economics', 'politics',
  'international_relations', 'sociology', 'social_policy', 'social_work', 'anthropology',
  'development_studies', 'human_geography', 'criminology', 'childhood_and_youth_studies', 'law',
  'legal_studies', 'accounting', 'finance', 'business_studies', 'management_studies', 'marketing',
  'human_resource_management', 'tourism_transport_and_travel', 'hospitality_leisure_and_events',
  'actuarial_science', 'entrepreneurship', 'journalism', 'media_studies', 'publicity_studies',
  'publishing', 'film_and_television', 'english_language', 'english_literature', 'linguistics',
  'french_studies', 'german_studies', 'spanish_studies', 'italian_studies', 'chinese_studies',
  'japanese_studies', 'arabic_and_middle_eastern_studies', 'russian_and_east_european_studies',
  'classics', 'celtic_studies', 'welsh_language', 'modern_languages', 'american_studies',
  'african_studies', 'history', 'archaeology', 'philosophy', 'theology_and_religious_studies',
  'history_of_art', 'heritage_studies', 'fine_art', 'design_studies', 'graphic_design', 'fashion',
  'drama', 'dance', 'music', 'cinematics_and_photography', 'creative_writing', 'games_design',
  'interior_design', 'teacher_training', 'education', 'early_childhood_studies',
  'combined_studies', 'liberal_arts', 'philosophy_politics_and_economics');

CREATE TABLE public.cities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  region text,
  country text NOT NULL DEFAULT 'England',
  latitude double precision,
  longitude double precision,
  student_population integer,
  average_rent_weekly numeric(6,2),
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
COMMENT ON TABLE public.cities IS 'Cities with universities, with living-cost figures for the cost calculator.';
COMMENT ON COLUMN public.cities.region IS 'ONS region, or the nation outside England';
COMMENT ON COLUMN public.cities.student_population IS 'Full-time students, HESA';
COMMENT ON COLUMN public.cities.average_rent_weekly IS 'GBP per week, room in a student house share';

CREATE TABLE public.campuses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  university text NOT NULL,
  city_id uuid REFERENCES public.cities (id),
  address text,
  postcode text,
  latitude double precision,
  longitude double precision,
  is_main_campus boolean NOT NULL DEFAULT false,
  facilities text[],
  website_url text,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
COMMENT ON TABLE public.campuses IS 'University campuses; a course is taught at one campus.';
COMMENT ON COLUMN public.campuses.university IS 'University slug, e.g. lse';

CREATE TABLE public.courses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  course_name text NOT NULL,
  university text NOT NULL,
  campus_id uuid REFERENCES public.campuses (id),
  ucas_code text,
  qualification text NOT NULL,
  study_mode public.course_mode NOT NULL DEFAULT 'full_time',
  duration_years integer NOT NULL,
  further_category public.course_further_category NOT NULL,
  subject_tags text[] NOT NULL,
  description text,
  typical_offer text,
  ucas_points jsonb,
  fee_home integer,
  fee_international integer,
  acceptance_rate numeric(4,1),
  ratings jsonb,
  nss_scores jsonb,
  graduate_opportunities jsonb,
  modules jsonb,
  cost_workings jsonb,
  placement_year boolean NOT NULL DEFAULT false,
  year_abroad boolean NOT NULL DEFAULT false,
  foundation_year boolean NOT NULL DEFAULT false,
  course_url text,
  image_url text,
  is_published boolean NOT NULL DEFAULT true,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);
COMMENT ON TABLE public.courses IS 'Undergraduate courses, imported nightly from Discover Uni and enriched by the reviews, NSS and cost jobs.';
COMMENT ON COLUMN public.courses.university IS 'University slug, e.g. lse';
COMMENT ON COLUMN public.courses.qualification IS 'Award as published, e.g. BSc';
COMMENT ON COLUMN public.courses.further_category IS 'HESA CAH subject';
COMMENT ON COLUMN public.courses.fee_home IS 'GBP per year';
COMMENT ON COLUMN public.courses.fee_international IS 'GBP per year';
COMMENT ON COLUMN public.courses.acceptance_rate IS 'Offers as a percentage of applications';

CREATE TABLE public.group_chats (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text,
  group_type public.group_type NOT NULL,
  university_code text NOT NULL,
  course_id uuid REFERENCES public.courses (id),
  created_by uuid NOT NULL DEFAULT auth.uid(),
  member_count integer NOT NULL DEFAULT 0,
  is_private boolean NOT NULL DEFAULT false,
  avatar_url text,
  last_message text,
  last_message_at timestamp with time zone,
  start_year integer,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);
COMMENT ON TABLE public.group_chats IS 'Student group chats.';
COMMENT ON COLUMN public.group_chats.university_code IS 'UCAS institution code, e.g. L72';
COMMENT ON COLUMN public.group_chats.member_count IS 'Maintained by a trigger on group_users';

CREATE TABLE public.group_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  group_id uuid NOT NULL REFERENCES public.group_chats (id),
  user_id uuid NOT NULL DEFAULT auth.uid(),
  display_name text NOT NULL,
  avatar_url text,
  enrollment_status public.enrollment_status NOT NULL DEFAULT 'prospective',
  is_admin boolean NOT NULL DEFAULT false,
  is_muted boolean NOT NULL DEFAULT false,
  joined_at timestamp with time zone NOT NULL DEFAULT now(),
  last_read_at timestamp with time zone
);
COMMENT ON TABLE public.group_users IS 'Membership of group chats.';

CREATE TABLE public.inbox_notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  type public.notification_type NOT NULL,
  title text NOT NULL,
  body text,
  group_id uuid REFERENCES public.group_chats (id),
  course_id uuid REFERENCES public.courses (id),
  sender_id uuid,
  action_url text,
  is_read boolean NOT NULL DEFAULT false,
  read_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
COMMENT ON TABLE public.inbox_notifications IS 'In-app notifications, written by triggers and edge functions.';
