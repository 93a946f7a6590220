import { ComingSoonPanel } from "../../../components/coming-soon-panel";

export function TestimonialsSection() {
  return (
    <section
      id="Testimonials"
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">Testimonials</p>
      <h2
        id="testimonials-title"
        className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl"
      >
        Jackpot Winners
      </h2>
      <div className="mt-10">
        <ComingSoonPanel title="No winners yet">
          The first weekly jackpot winners — highest percentage gain, highest dollar gain and the
          cumulative jackpot — will be featured here once a week has been traded.
        </ComingSoonPanel>
      </div>
    </section>
  );
}
