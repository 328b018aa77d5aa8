import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { useTranslation } from 'react-i18next';
import { makeParcelProps } from '../testing/makeParcelProps';
import { navigationServiceRef, sessionServiceRef } from '../remotes/services';
import { ParcelProviders, useService } from './ParcelProviders';

const repoRoot = join(__dirname, '..', '..', '..');

/** Every non-test source file of every remote. */
function remoteSources(): string[] {
  return readdirSync(repoRoot)
    .filter((name) => name.startsWith('mfe-'))
    .flatMap((remote) =>
      readdirSync(join(repoRoot, remote, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => join(remote, 'src', file)),
    );
}

describe('ParcelProviders', () => {
  it("gives a parcel's tree the shell's query client and i18n instance", async () => {
    const context = await makeParcelProps();
    await context.i18n.changeLanguage('fr');
    function Probe() {
      const client = useQueryClient();
      const { i18n } = useTranslation();
      return <p>{`${client === context.queryClient} ${i18n === context.i18n} ${i18n.language}`}</p>;
    }
    render(
      <ParcelProviders context={context}>
        <Probe />
      </ParcelProviders>,
    );
    expect(screen.getByText('true true fr')).toBeInTheDocument();
  });

  it("gives a parcel's tree the shell's services by ref", async () => {
    const context = await makeParcelProps({ location: { pathname: '/programs' } });
    function Probe() {
      const session = useService(sessionServiceRef);
      const navigation = useService(navigationServiceRef);
      return <p>{`${session.status} ${navigation.location.pathname}`}</p>;
    }
    render(
      <ParcelProviders context={context}>
        <Probe />
      </ParcelProviders>,
    );
    expect(screen.getByText(`${context.session.status} /programs`)).toBeInTheDocument();
  });

  it('refuses a service asked for outside a parcel', () => {
    function Probe() {
      useService(sessionServiceRef);
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/outside a parcel/);
  });

  it('is the one place remotes get those providers from', () => {
    // A server entry (src/server.tsx) stands in for createRemoteParcels on the API: it installs ParcelProviders.
    const ownProviders = remoteSources().filter(
      (file) =>
        !file.endsWith(`${sep}src${sep}server.tsx`) &&
        /\b(QueryClientProvider|I18nextProvider|ParcelProviders)\b/.test(readFileSync(join(repoRoot, file), 'utf8')),
    );
    expect(ownProviders).toEqual([]);
  });
});
