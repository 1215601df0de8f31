/** The checkout's steps are rendered per request, as the cart is: their header serves the cart's count. */
export { default } from '../../cart/page';
