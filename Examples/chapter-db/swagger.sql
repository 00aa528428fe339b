-- The Swagger 2.0 document PostgREST 12 serves at `/`, built from this cluster's catalog the way
-- PostgREST's `Response.OpenAPI` builds it: a definition per table of `public` (properties from
-- the columns, `format` = the column's type name, `required` = the NOT NULL columns in table
-- order, enum labels, defaults, the `Note:` descriptions for primary and foreign keys), the
-- shared parameters and a path per table. PostgREST encodes it with Aeson: keys sorted, no
-- whitespace; `json_object_agg(... ORDER BY key)` and `pgrst.compact` give the same bytes.

-- One column as PostgREST's schema cache describes it.
CREATE VIEW pgrst.swagger_columns AS
SELECT c.relname::text AS tbl, a.attnum, a.attname::text AS col,
       CASE WHEN t.typtype = 'e' THEN format('%s.%s', tn.nspname, t.typname)
            ELSE format_type(a.atttypid, NULL) END AS format,
       NOT a.attnotnull AS nullable,
       pg_get_expr(d.adbin, d.adrelid) AS default_expr,
       col_description(c.oid, a.attnum) AS comment,
       (SELECT json_agg(e.enumlabel ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid) AS enum,
       EXISTS (SELECT 1 FROM pg_constraint p WHERE p.conrelid = c.oid AND p.contype = 'p' AND a.attnum = ANY (p.conkey)) AS pk,
       (SELECT format('This is a Foreign Key to `%1$s.%2$s`.<fk table=''%1$s'' column=''%2$s''/>', fc.relname, fa.attname)
        FROM pg_constraint f
        JOIN pg_class fc ON fc.oid = f.confrelid
        JOIN pg_attribute fa ON fa.attrelid = f.confrelid AND fa.attnum = f.confkey[1]
        WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.conkey = ARRAY[a.attnum]) AS fk
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
JOIN pg_type t ON t.oid = a.atttypid
JOIN pg_namespace tn ON tn.oid = t.typnamespace
LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
WHERE c.relkind = 'r';

-- Swagger's type for a Postgres type name (`toSwaggerType`); NULL for json and jsonb.
CREATE FUNCTION pgrst.swagger_type(format text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN format IN ('character varying', 'character', 'text') THEN 'string'
    WHEN format = 'boolean' THEN 'boolean'
    WHEN format IN ('smallint', 'integer', 'bigint') THEN 'integer'
    WHEN format IN ('numeric', 'real', 'double precision') THEN 'number'
    WHEN format IN ('json', 'jsonb') THEN NULL
    WHEN format LIKE '%[]' THEN 'array'
    ELSE 'string' END
$$;

-- A column default as PostgREST decodes it (`parseDefault`): a string type's `'x'::type`
-- becomes "x", any other string-typed expression is quoted, the rest must read as JSON.
CREATE FUNCTION pgrst.swagger_default(format text, expr text) RETURNS json LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  text_form text := expr;
BEGIN
  IF expr IS NULL THEN RETURN NULL; END IF;
  IF pgrst.swagger_type(format) = 'string' THEN
    text_form := to_json(CASE WHEN expr LIKE '%::' || split_part(format, '.', 2) OR expr LIKE '%::' || format
      THEN btrim(regexp_replace(expr, '::[^:]+$', ''), '''') ELSE expr END)::text;
  END IF;
  RETURN text_form::json;
EXCEPTION WHEN invalid_text_representation THEN
  RETURN NULL; -- Aeson's decode gives Nothing: no default in the document
END $$;

-- An object with its keys sorted, from (key, value) pairs; NULL values are left out.
CREATE FUNCTION pgrst.sorted_object(pairs json) RETURNS json LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(json_object_agg(p ->> 0, p -> 1 ORDER BY (p ->> 0) COLLATE "C")
                    FILTER (WHERE json_typeof(p -> 1) <> 'null'), '{}')
  FROM json_array_elements(pairs) AS p
$$;

CREATE FUNCTION pgrst.o(VARIADIC kv text[]) RETURNS json LANGUAGE sql IMMUTABLE AS $$
  SELECT pgrst.sorted_object(coalesce(json_agg(json_build_array(kv[i], kv[i + 1]::json)), '[]'))
  FROM generate_series(1, cardinality(kv), 2) AS i
$$;

CREATE FUNCTION pgrst.prefer(VARIADIC choices text[]) RETURNS json LANGUAGE sql IMMUTABLE AS $$
  SELECT pgrst.o('description', '"Preference"', 'enum', to_json(choices)::text, 'in', '"header"',
                 'name', '"Prefer"', 'type', '"string"')
$$;

CREATE FUNCTION pgrst.query_param(name text, description text, location text DEFAULT 'query') RETURNS json
LANGUAGE sql IMMUTABLE AS $$
  SELECT pgrst.o('description', to_json(description)::text, 'in', to_json(location)::text,
                 'name', to_json(name)::text, 'required', 'false', 'type', '"string"')
$$;

CREATE FUNCTION pgrst.swagger(host text, version text) RETURNS text LANGUAGE sql STABLE AS $$
WITH cols AS (
  SELECT *, CASE WHEN pk OR fk IS NOT NULL THEN
              coalesce(comment || E'\n\n', '') || concat_ws(E'\n', 'Note:',
                CASE WHEN pk THEN 'This is a Primary Key.<pk/>' END, fk)
            ELSE comment END AS description
  FROM pgrst.swagger_columns
), tables AS (
  SELECT c.relname::text AS tbl, obj_description(c.oid, 'pg_class') AS comment
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
  WHERE c.relkind = 'r'
), definitions AS (
  SELECT t.tbl, pgrst.o(
    'description', to_json(t.comment)::text,
    'properties', (SELECT json_object_agg(col, pgrst.o(
        'default', pgrst.swagger_default(format, default_expr)::text,
        'description', to_json(description)::text,
        'enum', enum::text,
        'format', to_json(format)::text,
        'items', CASE WHEN pgrst.swagger_type(format) = 'array'
                   THEN pgrst.o('type', to_json(pgrst.swagger_type(left(format, -2)))::text)::text END,
        'type', to_json(pgrst.swagger_type(format))::text) ORDER BY col COLLATE "C")::text
      FROM cols WHERE cols.tbl = t.tbl),
    'required', (SELECT json_agg(col ORDER BY attnum) FILTER (WHERE NOT nullable) FROM cols WHERE cols.tbl = t.tbl)::text,
    'type', '"object"') AS definition
  FROM tables t
), row_filters AS (
  SELECT tbl, json_agg(json_build_object('$ref', format('#/parameters/rowFilter.%s.%s', tbl, col)) ORDER BY attnum) AS refs
  FROM cols GROUP BY tbl
), paths AS (
  SELECT '/' || t.tbl AS path, pgrst.o(
    'delete', pgrst.o('parameters', (SELECT json_agg(r) FROM (
        SELECT json_array_elements(refs) AS r FROM row_filters WHERE tbl = t.tbl
        UNION ALL SELECT json_build_object('$ref', '#/parameters/preferReturn')) AS x)::text,
      'responses', '{"204": {"description": "No Content"}}', 'tags', json_build_array(t.tbl)::text)::text,
    'get', pgrst.o('parameters', (SELECT json_agg(r) FROM (
        SELECT json_array_elements(refs) AS r FROM row_filters WHERE tbl = t.tbl
        UNION ALL SELECT json_build_object('$ref', '#/parameters/' || p) FROM unnest(
          ARRAY['select', 'order', 'range', 'rangeUnit', 'offset', 'limit', 'preferCount']) AS p) AS x)::text,
      'responses', pgrst.o('200', pgrst.o('description', '"OK"', 'schema', pgrst.o(
          'items', json_build_object('$ref', '#/definitions/' || t.tbl)::text, 'type', '"array"')::text)::text,
        '206', '{"description": "Partial Content"}')::text,
      'tags', json_build_array(t.tbl)::text)::text,
    'patch', pgrst.o('parameters', (SELECT json_agg(r) FROM (
        SELECT json_array_elements(refs) AS r FROM row_filters WHERE tbl = t.tbl
        UNION ALL SELECT json_build_object('$ref', '#/parameters/' || p) FROM unnest(
          ARRAY['body.' || t.tbl, 'preferReturn']) AS p) AS x)::text,
      'responses', '{"204": {"description": "No Content"}}', 'tags', json_build_array(t.tbl)::text)::text,
    'post', pgrst.o('parameters', (SELECT json_agg(json_build_object('$ref', '#/parameters/' || p)) FROM unnest(
          ARRAY['body.' || t.tbl, 'select', 'preferPost']) AS p)::text,
      'responses', '{"201": {"description": "Created"}}', 'tags', json_build_array(t.tbl)::text)::text) AS item
  FROM tables t
), parameters AS (
  SELECT 'rowFilter.' || tbl || '.' || col AS name, pgrst.o('format', to_json(format)::text, 'in', '"query"',
           'name', to_json(col)::text, 'required', 'false', 'type', '"string"') AS param
  FROM cols
  UNION ALL
  SELECT 'body.' || tbl, pgrst.o('description', to_json(tbl)::text, 'in', '"body"', 'name', to_json(tbl)::text,
           'required', 'false', 'schema', json_build_object('$ref', '#/definitions/' || tbl)::text)
  FROM tables
  UNION ALL VALUES
    ('preferParams', pgrst.prefer('params=single-object')),
    ('preferReturn', pgrst.prefer('return=representation', 'return=minimal', 'return=none')),
    ('preferCount', pgrst.prefer('count=none')),
    ('preferPost', pgrst.prefer('return=representation', 'return=minimal', 'return=none',
                                'resolution=ignore-duplicates', 'resolution=merge-duplicates')),
    ('select', pgrst.query_param('select', 'Filtering Columns')),
    ('on_conflict', pgrst.query_param('on_conflict', 'On Conflict')),
    ('order', pgrst.query_param('order', 'Ordering')),
    ('range', pgrst.query_param('Range', 'Limiting and Pagination', 'header')),
    ('rangeUnit', pgrst.sorted_object(json_build_array(json_build_array('default', 'items'),
       json_build_array('description', 'Limiting and Pagination'), json_build_array('in', 'header'),
       json_build_array('name', 'Range-Unit'), json_build_array('required', false),
       json_build_array('type', 'string')))),
    ('offset', pgrst.query_param('offset', 'Limiting and Pagination')),
    ('limit', pgrst.query_param('limit', 'Limiting and Pagination'))
), media AS (
  SELECT '["application/json", "application/vnd.pgrst.object+json;nulls=stripped", "application/vnd.pgrst.object+json", "text/csv"]' AS list
)
SELECT pgrst.compact(pgrst.o(
  'basePath', '"/rest/v1"',
  'consumes', (SELECT list FROM media),
  'definitions', (SELECT json_object_agg(tbl, definition ORDER BY tbl COLLATE "C") FROM definitions)::text,
  'externalDocs', '{"description": "PostgREST Documentation", "url": "https://postgrest.org/en/v12/references/api.html"}',
  'host', to_json(host)::text,
  'info', pgrst.o('description', '""', 'title', '"standard public schema"', 'version', to_json(version)::text)::text,
  'parameters', (SELECT json_object_agg(name, param ORDER BY name COLLATE "C") FROM parameters)::text,
  'paths', (SELECT json_object_agg(path, item ORDER BY path COLLATE "C") FROM (
      SELECT path, item FROM paths
      UNION ALL SELECT '/', '{"get": {"produces": ["application/openapi+json", "application/json"], "responses": {"200": {"description": "OK"}}, "summary": "OpenAPI description (this document)", "tags": ["Introspection"]}}'::json
    ) AS p)::text,
  'produces', (SELECT list FROM media),
  'schemes', '["https"]',
  'swagger', '"2.0"')::text)
$$;
