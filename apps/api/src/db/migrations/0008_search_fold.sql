-- Keyword search folds what shops wrote and what people type alike (modules/catalogue/search-fold.ts
-- holds the same mapping; a test checks they agree): full-width forms to ASCII, the ideographic
-- space to a space, common variant characters to their usual Taiwan form (臺北 → 台北), then
-- lower case. search_bigrams follows search_text, so the index folds too.
CREATE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(translate(t, '　！＂＃＄％＆＇（）＊＋，－．／０１２３４５６７８９：；＜＝＞？＠ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ［＼］＾＿｀ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔｕｖｗｘｙｚ｛｜｝～臺峯裏綫衆啓羣牀爲麪', ' !"#$%&''()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`abcdefghijklmnopqrstuvwxyz{|}~台峰裡線眾啟群床為麵'));
--> statement-breakpoint
UPDATE shops SET search_text = search_fold(search_text);
