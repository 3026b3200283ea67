Facter.add(:pp_confined) do
  confine kernel: 'Linux'
  setcode { 'linux' }
end

Facter.add(:pp_confined) do
  confine kernel: 'windows'
  setcode { 'windows' }
end

Facter.add(:pp_never) do
  confine kernel: %w[Darwin SunOS]
  setcode { 'never' }
end

Facter.add(:pp_block_confine) do
  confine { Facter.value(:pp_simple) == 'simple' }
  setcode { 'block confine passed' }
end

Facter.add(:pp_fact_block) do
  confine 'kernel' do |value|
    value.downcase == 'linux'
  end
  setcode { "kernel is #{Facter.value(:kernel)}" }
end
