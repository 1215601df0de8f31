import { deviceDetailPage } from '../../../_devices/detail-page';

/** Rendered on first request, then cached like every catalogue page (one URL per variant). */
export function generateStaticParams() {
  return [];
}

const page = deviceDetailPage('router');
export const generateMetadata = page.generateMetadata;
export default page.Page;
