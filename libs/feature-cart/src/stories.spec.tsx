/** Every cart and checkout screen story as a test: rendered with the kit's providers, played, and checked with axe. */
import { describeStories, storyProviders } from '@mall/ui/testing';
import { setProjectAnnotations } from '@storybook/react';
import * as addressBook from './address/address-book-view.stories';
import * as address from './address/address-view.stories';
import * as cart from './cart/cart-view.stories';
import * as delivery from './delivery/delivery-view.stories';
import * as location from './location/location-views.stories';
import * as pay from './pay/pay-view.stories';
import * as purchase from './purchase/purchase-actions-view.stories';

setProjectAnnotations(storyProviders);

describeStories({
  AddressBookView: addressBook,
  AddressView: address,
  ChooseLocationView: location,
  CartView: cart,
  DeliveryView: delivery,
  PayView: pay,
  PurchaseActionsView: purchase,
});
