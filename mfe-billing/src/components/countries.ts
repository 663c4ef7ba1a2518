// Countries for billing addresses (ISO 3166-1 alpha-2), by name (formatRegion of @pace/metrics).
import { formatRegion } from '@pace/metrics';

const CODES =
  'AD AE AR AT AU BE BG BR CA CH CL CN CO CY CZ DE DK EE EG ES FI FR GB GR HK HR HU ID IE IL IN IS IT JP KR LT LU LV MT MX MY NG NL NO NZ PE PH PK PL PT RO RS SA SE SG SI SK TH TR TW UA US VN ZA'.split(
    ' ',
  );

export function countries(): { code: string; name: string }[] {
  return CODES.map((code) => ({ code, name: formatRegion(code) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}
