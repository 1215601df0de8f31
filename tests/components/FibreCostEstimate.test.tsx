import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FibreCostEstimate } from '@/components/fixedline/FibreCostEstimate';
import { renderIsland } from './render';

const DISTANCE = 'Distance from the property line to your house, in metres';
const chf = (amount: number) => ({ amount, currencyCode: 'CHF' });

describe('FibreCostEstimate', () => {
  it('estimates with the amounts it is given and shows the total in their currency, not the site’s', async () => {
    renderIsland(
      <FibreCostEstimate prices={{ connectionFrom: chf(290), extraMetre: chf(49) }} servicePhone="+41 800 555 010" headingLevel={3} />,
    );
    expect(screen.getByText('The first 10 m are included.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(DISTANCE), '25');
    expect(screen.getByText('Estimated connection cost: CHF 1,025.00 (15 extra metres)')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(DISTANCE));
    await userEvent.type(screen.getByLabelText(DISTANCE), '8');
    expect(screen.getByText('Estimated connection cost: CHF 290.00 (no extra metres)')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });
});
