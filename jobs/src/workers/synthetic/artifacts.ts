// A test's files: the whole Lighthouse report, the final screenshot and the filmstrip frames, which
// Lighthouse hands over as data URLs inside the report.
import type { LighthouseReport } from '@pace/lighthouse-runner';
import type { ArtifactStore } from '@pace/platform/artifacts';
import type { TestArtifact } from '@pace/platform/db';

interface DataImage {
  data?: string;
}

function decodeDataUrl(url: string | undefined): { contentType: string; body: Buffer } | null {
  const match = /^data:([\w/+.-]+);base64,(.*)$/s.exec(url ?? '');
  return match ? { contentType: match[1]!, body: Buffer.from(match[2]!, 'base64') } : null;
}

const extension = (contentType: string) => (contentType === 'image/webp' ? 'webp' : 'jpg');

/** Stores the artifacts of one test under `tests/<uuid>/`; returns what was stored. */
export async function storeTestArtifacts(
  store: ArtifactStore,
  testUuid: string,
  report: LighthouseReport,
): Promise<TestArtifact[]> {
  const stored: TestArtifact[] = [];
  const put = async (name: string, contentType: string, body: Buffer | string) => {
    const { bytes } = await store.put(`tests/${testUuid}/${name}`, body);
    stored.push({ name, contentType, bytes });
  };
  await put('lighthouse.json', 'application/json', JSON.stringify(report));
  const final = decodeDataUrl((report.audits['final-screenshot']?.details as DataImage | undefined)?.data);
  if (final) await put(`screenshot.${extension(final.contentType)}`, final.contentType, final.body);
  const frames = (report.audits['screenshot-thumbnails']?.details?.items ?? []) as DataImage[];
  for (const [index, frame] of frames.entries()) {
    const image = decodeDataUrl(frame.data);
    if (image) await put(`filmstrip-${index}.${extension(image.contentType)}`, image.contentType, image.body);
  }
  return stored;
}
