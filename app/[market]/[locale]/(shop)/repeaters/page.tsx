import { deviceListPage } from '../_devices/list-page';

const page = deviceListPage('repeater');
export const generateMetadata = page.generateMetadata;
export default page.Page;
