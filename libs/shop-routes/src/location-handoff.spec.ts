/**
 * @jest-environment jsdom
 */
import {
  chooseLocationLink,
  geoUri,
  keepDraft,
  returnChosenPlace,
  takeChosenPlace,
  takeDraft,
} from './location-handoff';

const bangkok = { name: 'Bangkok', address: 'Bangkok, Thailand', latitude: 13.754, longitude: 100.501 };

describe('location handoff', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the location page for the asking page, near a place chosen before', () => {
    expect(chooseLocationLink('/pages/mine/address')).toBe('/choose-location?back=%2Fpages%2Fmine%2Faddress');
    expect(chooseLocationLink('/x', { latitude: 1.5, longitude: -2 })).toBe(
      '/choose-location?back=%2Fx&lat=1.5&lng=-2',
    );
  });

  it('gives the chosen place to the page that asked, once', () => {
    returnChosenPlace(bangkok, '/pages/mine/address');
    expect(takeChosenPlace('/pages/shop/create')).toBeUndefined();
    expect(takeChosenPlace('/pages/mine/address')).toEqual(bangkok);
    expect(takeChosenPlace('/pages/mine/address')).toBeUndefined();
  });

  it('drops an answer that is not a place on Earth', () => {
    returnChosenPlace({ ...bangkok, latitude: 91 }, '/a');
    expect(takeChosenPlace('/a')).toBeUndefined();
    sessionStorage.setItem('mall.location.chosen', '{not json');
    expect(takeChosenPlace('/a')).toBeUndefined();
  });

  it('keeps a draft until it is taken', () => {
    keepDraft('address', { street: 'ถนนสุขุมวิท' });
    expect(takeDraft('address')).toEqual({ street: 'ถนนสุขุมวิท' });
    expect(takeDraft('address')).toBeUndefined();
  });

  it('gives back a draft with picked files as it was, within the same page load', () => {
    const file = new File(['x'], 'front.jpg', { type: 'image/jpeg' });
    keepDraft('shop', { id_front: [file] });
    expect(takeDraft<{ id_front: File[] }>('shop')?.id_front[0]).toBe(file);
    expect(sessionStorage.getItem('mall.location.draft.shop')).toBeNull();
  });

  it('opens the device maps with a geo: URI', () => {
    expect(geoUri(13.754, 100.501, 'Wat Arun & Co')).toBe(
      'geo:13.754,100.501?q=13.754,100.501(Wat%20Arun%20%26%20Co)',
    );
  });
});
