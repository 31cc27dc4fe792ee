import { addresses, P, type OrderRow } from '@fwd/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { ConsigneeAddressType } from './ConsigneeAddressType.tsx';

const order = {
  countryCode: 'US',
  consigneeCity: 'Los Angeles',
  consigneePostcode: '90001 #',
  consigneeAddress: '1 Main St\nApt 4',
} as OrderRow;
const residential = {
  type: 'residential' as const,
  confidence: 70,
  source: 'rules' as const,
  poBox: false,
  reasons: [
    { kind: 'residential' as const, match: 'Apt', field: 'lines' as const, leans: 'residential' as const, weight: 2 },
  ],
  service: { configured: false, miss: null, detail: null },
};

describe('the order drawer’s consignee address type', { timeout: 20_000 }, () => {
  it('classifies the saved address (lines by line, a postcode only in a carrier’s form) and says who decided', async () => {
    const { sent } = mockApi(on(addresses.addressClassify, residential));
    renderPage(<ConsigneeAddressType order={order} />, { permissions: [P.address.view] });
    expect(await screen.findByText('置信度 70% · 规则')).toBeInTheDocument();
    expect(screen.getByText('住宅')).toBeInTheDocument();
    expect(sent(addresses.addressClassify)[0]!.body).toEqual({
      country: 'US',
      lines: ['1 Main St', 'Apt 4'],
      city: 'Los Angeles',
    });
  });

  it('says the service’s answer in the reader’s words on hover, never the service’s own word', async () => {
    const service = {
      ...residential,
      source: 'service' as const,
      confidence: 97,
      reasons: [
        {
          kind: 'service' as const,
          match: 'Residential',
          field: 'address' as const,
          leans: 'residential' as const,
          weight: 0,
        },
        ...residential.reasons,
      ],
      service: { configured: true, miss: null, detail: null },
    };
    mockApi(on(addresses.addressClassify, service));
    renderPage(<ConsigneeAddressType order={order} />, { permissions: [P.address.view] });
    await userEvent.setup().hover(await screen.findByText('住宅'));
    expect(await screen.findByText('地址校验服务判定为住宅；住宅用词“Apt”（地址）')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Residential/);
  });

  it('shows nothing without the tool’s permission', () => {
    const { sent } = mockApi(on(addresses.addressClassify, residential));
    renderPage(<ConsigneeAddressType order={order} />, { permissions: [P.order.view] });
    expect(screen.queryByTestId('consignee-address-type')).toBeNull();
    expect(sent(addresses.addressClassify)).toEqual([]);
  });

  it('shows nothing without an address', () => {
    const { sent } = mockApi(on(addresses.addressClassify, residential));
    renderPage(<ConsigneeAddressType order={{ ...order, consigneeAddress: ' \n-- \n。' }} />, {
      permissions: [P.address.view],
    });
    expect(screen.queryByTestId('consignee-address-type')).toBeNull();
    expect(sent(addresses.addressClassify)).toEqual([]);
  });
});
