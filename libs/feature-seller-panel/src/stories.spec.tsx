/** Every seller-panel story as a test: rendered with the kit's providers, played, and checked with axe. */
import { describeStories, storyProviders } from '@mall/ui/testing';
import { setProjectAnnotations } from '@storybook/react';
import * as order from './orders/order-detail-view.stories';
import * as newProduct from './products/new-product-form.stories';
import * as payment from './payment/payment-view.stories';
import * as products from './products/products-view.stories';
import * as sales from './sales/sales-view.stories';
import * as signIn from './sign-in/sign-in-view.stories';

setProjectAnnotations(storyProviders);

describeStories({
  NewProductForm: newProduct,
  OrderDetailView: order,
  PaymentView: payment,
  ProductsView: products,
  SalesView: sales,
  SignInView: signIn,
});
