Facter.add(:pp_weighted) do
  has_weight 10
  setcode { 'light' }
end

Facter.add(:pp_weighted) do
  has_weight 100
  setcode { 'heavy' }
end

Facter.add(:pp_nil_falls_through) do
  has_weight 100
  setcode { nil }
end

Facter.add(:pp_nil_falls_through) do
  setcode { 'fallback' }
end

Facter.add(:pp_dotted) do
  setcode { Facter.value('os.family').nil? ? 'no os.family' : 'has os.family' }
end

Facter.add(:pp_exec) do
  setcode { Facter::Util::Resolution.exec('echo exec output') }
end

Facter.add(:pp_which) do
  setcode { Facter::Core::Execution.which('sh').nil? ? 'no sh' : 'sh found' }
end

Facter.add(:pp_raises) do
  setcode { raise 'broken fact' }
end
