/**
 * docs/product.md#cart-popover: when deleting empties the cart, the fan is sent home unless already on an
 * event, pack or home page (where an empty cart is a normal state).
 */
export function staysOnPageWhenCartEmpties(pathname: string): boolean {
  return pathname === '/' || /^\/(event|pack)\/[^/]+$/.test(pathname.replace(/\/$/, ''));
}
