import { takeHandOverTicket } from './hand-over-ticket';

describe('takeHandOverTicket', () => {
  it('takes the ticket and removes it from the address bar, keeping the rest', () => {
    const history = { replaceState: jest.fn() };
    const ticket = takeHandOverTicket(
      { href: 'http://seller.localhost:8080/?ticket=tk-1&lang=th#/sales' },
      history,
    );
    expect(ticket).toBe('tk-1');
    expect(history.replaceState).toHaveBeenCalledWith(
      null,
      '',
      'http://seller.localhost:8080/?lang=th#/sales',
    );
  });

  it('leaves an address without a ticket alone', () => {
    const history = { replaceState: jest.fn() };
    expect(takeHandOverTicket({ href: 'http://seller.localhost:8080/#/orders' }, history)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
