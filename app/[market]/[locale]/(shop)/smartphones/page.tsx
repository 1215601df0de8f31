import { deviceListPage } from '../_devices/list-page';

/** Rendered per request: the filters live in the query (the catalogue reads behind it are cached by tag). */
export const dynamic = 'force-dynamic';

const page = deviceListPage('smartphone');
export const generateMetadata = page.generateMetadata;
export default page.Page;
