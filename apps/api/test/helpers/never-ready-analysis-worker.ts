// A thread for the analysis pool's tests whose warm-up never ends: it never says it is ready.
setInterval(() => undefined, 1_000);
