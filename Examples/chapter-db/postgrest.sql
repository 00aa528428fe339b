-- PostgREST 12's read and write queries, rebuilt in SQL so the throwaway cluster answers a
-- recorded request the way the Chapter backend did. PostgREST itself is not needed: what shapes
-- the bytes of a response is the statement it sends, and that statement is reproduced here:
--
--   list      coalesce(json_agg(_postgrest_t), '[]') over SELECT <select list> FROM <table> ...
--   to-one    LEFT JOIN LATERAL (SELECT ... WHERE fk) AS "<parent>_<alias>_<n>" ON TRUE, read as
--             row_to_json("<parent>_<alias>_<n>".*)::jsonb (so its keys come out in jsonb order)
--   object    coalesce((json_agg(_postgrest_t)->0)::text, 'null')  (vnd.pgrst.object+json)
--   stripped  json_strip_nulls(...)                                 (;nulls=stripped)
--   writes    WITH pgrst_source AS (INSERT/UPDATE ... RETURNING *) then the list above
--
-- Only the query grammar the Chapter app sends is understood (select with to-one embeds, the
-- filters eq neq gt gte lt lte like ilike is in cs, not., order, limit, offset); anything else
-- raises an error naming it, so a new request cannot render silently wrong.
CREATE SCHEMA pgrst;

-- Splits `a,b(c,d),e` at the commas outside parentheses and quotes.
CREATE FUNCTION pgrst.split_top(list text) RETURNS SETOF text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  depth int := 0;
  quoted boolean := false;
  start int := 1;
  ch text;
BEGIN
  FOR i IN 1 .. length(list) LOOP
    ch := substr(list, i, 1);
    IF ch = '"' THEN quoted := NOT quoted;
    ELSIF NOT quoted AND ch = '(' THEN depth := depth + 1;
    ELSIF NOT quoted AND ch = ')' THEN depth := depth - 1;
    ELSIF NOT quoted AND depth = 0 AND ch = ',' THEN
      RETURN NEXT substr(list, start, i - start);
      start := i + 1;
    END IF;
  END LOOP;
  IF length(list) >= start THEN RETURN NEXT substr(list, start); END IF;
END $$;

-- The single-column foreign key from `child` to `parent`, as PostgREST's schema cache finds it.
CREATE FUNCTION pgrst.to_one(child text, parent text, OUT fk_column text, OUT pk_column text)
LANGUAGE sql STABLE AS $$
  SELECT a.attname::text, f.attname::text
  FROM pg_constraint c
  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
  JOIN pg_attribute f ON f.attrelid = c.confrelid AND f.attnum = c.confkey[1]
  WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
    AND c.conrelid = format('public.%I', child)::regclass
    AND c.confrelid = format('public.%I', parent)::regclass
$$;

-- The select list and lateral joins for `select` over `tbl` read as `source`; `depth` numbers
-- the aliases the way PostgREST does (`campuses_1`, `courses_campus_1`, ...).
CREATE FUNCTION pgrst.select_sql(tbl text, source text, sel text, depth int,
                                 OUT columns text, OUT joins text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  item text;
  parts text[];
  alias text;
  target text;
  inner_sel text;
  rel record;
  sub record;
  lateral_alias text;
  inner_source text;
  cols text[] := '{}';
BEGIN
  joins := '';
  FOR item IN SELECT pgrst.split_top(coalesce(nullif(sel, ''), '*')) LOOP
    IF item = '*' THEN
      cols := cols || format('%s.*', source);
    ELSIF item ~ '^([a-z_][a-z0-9_]*:)?[a-z_][a-z0-9_]*\(.*\)$' THEN
      parts := regexp_match(item, '^(?:([a-z_][a-z0-9_]*):)?([a-z_][a-z0-9_]*)\((.*)\)$');
      target := parts[2];
      alias := coalesce(parts[1], target);
      inner_sel := parts[3];
      rel := pgrst.to_one(tbl, target);
      IF rel.fk_column IS NULL THEN
        RAISE EXCEPTION 'pgrst: no to-one relationship from % to % (to-many embeds are not reproduced)', tbl, target;
      END IF;
      inner_source := format('%I', target || '_' || (depth + 1));
      lateral_alias := format('%I', tbl || '_' || alias || '_' || (depth + 1));
      sub := pgrst.select_sql(target, inner_source, inner_sel, depth + 1);
      cols := cols || format('row_to_json(%s.*)::jsonb AS %I', lateral_alias, alias);
      joins := joins || format(
        ' LEFT JOIN LATERAL (SELECT %s FROM public.%I AS %s%s WHERE %s.%I = %s.%I) AS %s ON TRUE',
        sub.columns, target, inner_source, sub.joins, inner_source, rel.pk_column, source,
        rel.fk_column, lateral_alias);
    ELSIF item ~ '^([a-z_][a-z0-9_]*:)?[a-z_][a-z0-9_]*$' THEN
      parts := regexp_match(item, '^(?:([a-z_][a-z0-9_]*):)?([a-z_][a-z0-9_]*)$');
      cols := cols || format('%s.%I AS %I', source, parts[2], coalesce(parts[1], parts[2]));
    ELSE
      RAISE EXCEPTION 'pgrst: select item % is not reproduced', item;
    END IF;
  END LOOP;
  columns := array_to_string(cols, ', ');
END $$;

-- A PostgREST list value `(a,"b,c")` as SQL literals.
CREATE FUNCTION pgrst.list_literals(list text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg(quote_literal(CASE WHEN v ~ '^".*"$' THEN substr(v, 2, length(v) - 2) ELSE v END), ', ')
  FROM pgrst.split_top(substr(list, 2, length(list) - 2)) AS v
$$;

-- One `column=operator.value` filter as a WHERE condition on `source`.
CREATE FUNCTION pgrst.filter_sql(source text, col text, expr text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  negate boolean := expr LIKE 'not.%';
  op text;
  val text;
  cond text;
  lhs text := format('%s.%I', source, col);
BEGIN
  IF negate THEN expr := substr(expr, 5); END IF;
  op := split_part(expr, '.', 1);
  val := substr(expr, length(op) + 2);
  cond := CASE op
    WHEN 'eq' THEN format('%s = %L', lhs, val)
    WHEN 'neq' THEN format('%s <> %L', lhs, val)
    WHEN 'gt' THEN format('%s > %L', lhs, val)
    WHEN 'gte' THEN format('%s >= %L', lhs, val)
    WHEN 'lt' THEN format('%s < %L', lhs, val)
    WHEN 'lte' THEN format('%s <= %L', lhs, val)
    WHEN 'like' THEN format('%s LIKE %L', lhs, replace(val, '*', '%'))
    WHEN 'ilike' THEN format('%s ILIKE %L', lhs, replace(val, '*', '%'))
    WHEN 'is' THEN format('%s IS %s', lhs, CASE lower(val)
      WHEN 'null' THEN 'NULL' WHEN 'true' THEN 'TRUE' WHEN 'false' THEN 'FALSE' WHEN 'unknown' THEN 'UNKNOWN' END)
    WHEN 'in' THEN format('%s IN (%s)', lhs, pgrst.list_literals(val))
    WHEN 'cs' THEN format('%s @> %L', lhs, val)
  END;
  IF cond IS NULL THEN
    RAISE EXCEPTION 'pgrst: filter %=% is not reproduced', col, expr;
  END IF;
  RETURN CASE WHEN negate THEN format('NOT (%s)', cond) ELSE cond END;
END $$;

-- `order=a.desc.nullslast,b` as an ORDER BY list on `source`.
CREATE FUNCTION pgrst.order_sql(source text, spec text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg(format('%s.%I%s%s', source, split_part(term, '.', 1),
           CASE WHEN term ~ '\.desc(\.|$)' THEN ' DESC' WHEN term ~ '\.asc(\.|$)' THEN ' ASC' ELSE '' END,
           CASE WHEN term ~ '\.nullslast$' THEN ' NULLS LAST' WHEN term ~ '\.nullsfirst$' THEN ' NULLS FIRST' ELSE '' END),
         ', ' ORDER BY n)
  FROM unnest(string_to_array(spec, ',')) WITH ORDINALITY AS t(term, n)
$$;

-- The table a request URL names: `courses` of `https://host/rest/v1/courses?select=*`.
CREATE FUNCTION pgrst.table_of(url text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT split_part(regexp_replace(url, '^(https?://[^/]+)?(/rest/v1)?/', ''), '?', 1)
$$;

-- The response body PostgREST 12 sends for one request. `url` may carry the scheme, host and
-- `/rest/v1` prefix; `accept` picks the array or the single object (and `nulls=stripped`);
-- `body` is the request's JSON for POST and PATCH.
CREATE FUNCTION pgrst.response(method text, url text, accept text DEFAULT 'application/json',
                               body json DEFAULT NULL) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  tbl text := pgrst.table_of(url);
  query text := substring(url FROM '\?(.*)$');
  source text := format('public.%I', tbl);
  param text;
  key text;
  val text;
  sel text := '*';
  conds text[] := '{}';
  ordering text;
  lim text;
  offs text;
  shape record;
  rows_sql text;
  write_sql text;
  agg text;
  result text;
BEGIN
  IF query LIKE '%\%%' THEN RAISE EXCEPTION 'pgrst: percent-encoded query % is not reproduced', query; END IF;
  FOR param IN SELECT unnest(string_to_array(nullif(query, ''), '&')) LOOP
    key := split_part(param, '=', 1);
    val := substr(param, length(key) + 2);
    CASE key
      WHEN 'select' THEN sel := val;
      WHEN 'order' THEN ordering := val;
      WHEN 'limit' THEN lim := val::bigint::text;
      WHEN 'offset' THEN offs := val::bigint::text;
      ELSE conds := conds || pgrst.filter_sql(CASE WHEN method = 'GET' THEN source ELSE format('public.%I', tbl) END, key, val);
    END CASE;
  END LOOP;

  IF method = 'GET' THEN
    shape := pgrst.select_sql(tbl, source, sel, 0);
    rows_sql := format('SELECT %s FROM public.%I%s', shape.columns, tbl, shape.joins)
      || CASE WHEN cardinality(conds) > 0 THEN ' WHERE ' || array_to_string(conds, ' AND ') ELSE '' END
      || coalesce(' ORDER BY ' || pgrst.order_sql(source, ordering), '')
      || coalesce(' LIMIT ' || lim, '') || coalesce(' OFFSET ' || offs, '');
  ELSE
    -- A write returns its rows through the same select list, read from `pgrst_source`.
    shape := pgrst.select_sql(tbl, 'pgrst_source', sel, 0);
    rows_sql := format('SELECT %s FROM pgrst_source%s', shape.columns, shape.joins);
    write_sql := CASE method
      WHEN 'POST' THEN format(
        'WITH pgrst_source AS (INSERT INTO public.%1$I (%2$s) SELECT %2$s FROM json_populate_recordset(NULL::public.%1$I, %3$L) RETURNING public.%1$I.*) ',
        tbl, (SELECT string_agg(format('%I', k), ', ') FROM json_object_keys(
          CASE WHEN json_typeof(body) = 'array' THEN body -> 0 ELSE body END) AS k),
        CASE WHEN json_typeof(body) = 'array' THEN body ELSE json_build_array(body) END)
      WHEN 'PATCH' THEN format(
        'WITH pgrst_source AS (UPDATE public.%1$I SET %2$s FROM (SELECT * FROM json_populate_record(NULL::public.%1$I, %3$L)) AS pgrst_body%4$s RETURNING public.%1$I.*) ',
        tbl, (SELECT string_agg(format('%1$I = pgrst_body.%1$I', k), ', ') FROM json_object_keys(body) AS k),
        body, CASE WHEN cardinality(conds) > 0 THEN ' WHERE ' || array_to_string(conds, ' AND ') ELSE '' END)
    END;
    IF write_sql IS NULL THEN RAISE EXCEPTION 'pgrst: method % is not reproduced', method; END IF;
  END IF;

  agg := CASE WHEN accept LIKE 'application/vnd.pgrst.object+json%'
    THEN 'coalesce((json_agg(_postgrest_t)->0)::text, ''null'')'
    ELSE 'coalesce(json_agg(_postgrest_t), ''[]'')::text' END;
  IF accept LIKE '%nulls=stripped%' THEN
    agg := format('json_strip_nulls((%s)::json)::text', agg);
  END IF;
  EXECUTE coalesce(write_sql, '') || format('SELECT %s FROM (%s) AS _postgrest_t', agg, rows_sql) INTO result;
  RETURN result;
END $$;

-- A body compacted the way the app's request logger writes it into an NDJSON line: the
-- whitespace between tokens dropped, the strings and the key order kept.
CREATE FUNCTION pgrst.compact(body text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(body, '("(?:[^"\\]|\\.)*")|[ \t\n\r]+', '\1', 'g')
$$;
