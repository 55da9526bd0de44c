-- The search text becomes four folded lines in order of relevance (name; bookable services;
-- city and address; introduction and industry), so keyword ranking reads which line has a term
-- instead of folding names again and querying services and cities per row
-- (modules/catalogue/search-text.ts). search_bigrams follows search_text.
update shops s set search_text = search_fold(concat_ws(E'\n',
    regexp_replace(s.display_name, '\s+', ' ', 'g'),
    coalesce((select regexp_replace(string_agg(sv.name, ' '), '\s+', ' ', 'g') from services sv
              where sv.shop_id = s.id and sv.is_bookable), ''),
    regexp_replace(concat_ws(' ', c.name, s.address), '\s+', ' ', 'g'),
    regexp_replace(concat_ws(' ', s.introduction, i.name), '\s+', ' ', 'g')))
  from industries i, cities c
  where i.id = s.industry_id and c.id = s.city_id;
