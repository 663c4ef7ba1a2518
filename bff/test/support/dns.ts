// A name server on loopback speaking real DNS over UDP (dns2), for domain proofs: TXT records by name,
// NXDOMAIN for names it does not hold, SERVFAIL for names told to fail; counts the questions it answers.
import dns2 from 'dns2';

const { Packet } = dns2;

export interface TestNameServer {
  /** For DNS_RESOLVER. */
  address: string;
  txt: Map<string, string[]>;
  failing: Set<string>;
  questions(): number;
  close(): Promise<void>;
}

export async function startNameServer(): Promise<TestNameServer> {
  const txt = new Map<string, string[]>();
  const failing = new Set<string>();
  let asked = 0;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      asked++;
      const response = Packet.createResponseFromRequest(request);
      const name = (request.questions[0]?.name ?? '').toLowerCase();
      const values = txt.get(name);
      if (failing.has(name)) response.header.rcode = Packet.RCODE.SERVFAIL;
      else if (!values) response.header.rcode = Packet.RCODE.NXDOMAIN;
      else
        for (const data of values)
          response.answers.push(
            new Packet.Resource({ name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data }),
          );
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${addresses.udp?.port}`,
    txt,
    failing,
    questions: () => asked,
    close: () => server.close(),
  };
}
