// Countries for billing addresses (ISO 3166-1 alpha-2), by name in the browser's language.
const CODES =
  'AD AE AR AT AU BE BG BR CA CH CL CN CO CY CZ DE DK EE EG ES FI FR GB GR HK HR HU ID IE IL IN IS IT JP KR LT LU LV MT MX MY NG NL NO NZ PE PH PK PL PT RO RS SA SE SG SI SK TH TR TW UA US VN ZA'.split(
    ' ',
  );

export function countries(): { code: string; name: string }[] {
  const names =
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(undefined, { type: 'region' }) : null;
  return CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}
