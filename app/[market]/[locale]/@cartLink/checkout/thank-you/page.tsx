/** The thank-you page is rendered per request, as the cart is: its header serves the cart's count. */
export { default } from '../../cart/page';
