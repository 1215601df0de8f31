import { deviceGroupPage } from '../../_devices/group-page';

/** Rendered on first request, then cached like every catalogue page. */
export function generateStaticParams() {
  return [];
}

const page = deviceGroupPage('smartphone');
export const generateMetadata = page.generateMetadata;
export default page.Page;
