// Planted: a floating promise; the awaited and the `void` ones are fine.
async function save(): Promise<void> {}
export async function run() {
  save();
  await save();
  void save();
}
